import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-became-required',
  level: { request: 'breaking', response: 'info' },
  subject: 'parameter',
  webhooks: true,
  rationale:
    'Calls that leave the parameter out, valid before, are now refused. On a webhook the API now always sends it.',
  action: 'Send the parameter on every call.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter && headParameter && !baseParameter.value.required && headParameter.value.required) {
      report(`${headParameter.value.in} parameter '${headParameter.value.name}' became required.`);
    }
  },
});
