import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-became-optional',
  level: 'info',
  subject: 'parameter',
  rationale: 'Widens the request: every call that sent it remains valid.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter && headParameter && baseParameter.value.required && !headParameter.value.required) {
      report(`${headParameter.value.in} parameter '${headParameter.value.name}' became optional.`);
    }
  },
});
