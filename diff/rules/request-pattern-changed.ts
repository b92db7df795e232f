import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';

export default defineRule({
  id: 'request-pattern-changed',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'Whether one regular expression accepts a subset of another is not decided here, so a changed or added ' +
    '`pattern` is taken as refusing values that were valid.',
  action: 'Check the values you send against the new pattern.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const before = pair.baseSchema.pattern;
    const after = pair.headSchema.pattern;
    if (before === after || after === undefined) return;
    report(`${schemaLabel(pair.headPointer)} pattern ${before ?? 'none'} → ${after ?? 'none'}.`);
  },
});
