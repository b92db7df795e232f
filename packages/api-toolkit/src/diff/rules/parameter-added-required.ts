import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-added-required',
  level: 'breaking',
  subject: 'parameter',
  rationale: 'Requests may only widen: existing calls do not send the new required parameter and are refused.',
  action: 'Send the new parameter on every call.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter && headParameter?.value.required) {
      report(`New required ${headParameter.value.in} parameter '${headParameter.value.name}'.`);
    }
  },
});
