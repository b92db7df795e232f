import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-became-optional',
  level: { request: 'info', response: 'breaking' },
  subject: 'parameter',
  webhooks: true,
  rationale:
    'Widens the request: every call that sent it remains valid. On a webhook the API sends it, and receivers that ' +
    'read it may now find it missing.',
  action: 'Handle the parameter being absent from a webhook delivery.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter && headParameter && baseParameter.value.required && !headParameter.value.required) {
      report(`${headParameter.value.in} parameter '${headParameter.value.name}' became optional.`);
    }
  },
});
