import { defineRule } from '../rule.js';

export default defineRule({
  id: 'strict-query-removed',
  level: 'info',
  subject: 'operation',
  extension: 'x-strict-query',
  rationale: 'Widens the request: queries refused before are now accepted.',
  check({ baseOperation, headOperation }, report) {
    if (
      headOperation &&
      baseOperation?.operation['x-strict-query'] === true &&
      headOperation.operation['x-strict-query'] !== true
    ) {
      report('The operation no longer refuses unknown, repeated and empty query parameters (x-strict-query).');
    }
  },
});
