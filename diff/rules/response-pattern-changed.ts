import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';

export default defineRule({
  id: 'response-pattern-changed',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'Whether one regular expression accepts a subset of another is not decided here, so a changed or removed ' +
    '`pattern` is taken as returning values that were impossible (e.g. more decimals).',
  action: 'Accept values of the new pattern where you parse the field.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const before = pair.baseSchema.pattern;
    const after = pair.headSchema.pattern;
    if (before === after || before === undefined) return;
    report(`${schemaLabel(pair.headPointer)} pattern ${before ?? 'none'} → ${after ?? 'none'}.`);
  },
});
