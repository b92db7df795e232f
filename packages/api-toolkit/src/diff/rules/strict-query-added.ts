import { defineRule } from '../rule.js';

export default defineRule({
  id: 'strict-query-added',
  level: 'breaking',
  subject: 'operation',
  extension: 'x-strict-query',
  rationale: 'Unknown, repeated and empty query parameters, ignored before, are now refused with 400.',
  action: 'Send only the documented query parameters, each once and non-empty.',
  check({ baseOperation, headOperation }, report) {
    if (
      baseOperation &&
      headOperation?.operation['x-strict-query'] === true &&
      baseOperation.operation['x-strict-query'] !== true
    ) {
      report(
        'The operation now refuses unknown, repeated and empty query parameters (x-strict-query).',
        `${headOperation.pointer}/x-strict-query`,
      );
    }
  },
});
