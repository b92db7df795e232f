import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-became-required',
  level: 'breaking',
  subject: 'parameter',
  rationale: 'Calls that leave the parameter out, valid before, are now refused.',
  action: 'Send the parameter on every call.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter && headParameter && !baseParameter.value.required && headParameter.value.required) {
      report(`${headParameter.value.in} parameter '${headParameter.value.name}' became required.`);
    }
  },
});
