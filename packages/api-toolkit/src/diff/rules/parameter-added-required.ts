import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-added-required',
  level: { request: 'breaking', response: 'info' },
  subject: 'parameter',
  webhooks: true,
  rationale:
    'Requests may only widen: existing calls do not send the new required parameter and are refused. On a webhook ' +
    'the API sends it every time, which receivers may ignore.',
  action: 'Send the new parameter on every call.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter && headParameter?.value.required) {
      report(`New required ${headParameter.value.in} parameter '${headParameter.value.name}'.`);
    }
  },
});
