import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-deprecated',
  level: 'warning',
  subject: 'parameter',
  webhooks: true,
  rationale: 'Still accepted, but announced for removal.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter && headParameter?.value.deprecated && !baseParameter.value.deprecated) {
      report(`${headParameter.value.in} parameter '${headParameter.value.name}' is deprecated.`);
    }
  },
});
