import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';

export default defineRule({
  id: 'request-default-changed',
  level: 'warning',
  subject: 'schema',
  rationale:
    'The `default` of a parameter or request property is what the server does for callers that leave it out: ' +
    'their requests stay valid, but what they get changes (a page size, a sort order), so a person reviews it.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const before = pair.baseSchema.default;
    const after = pair.headSchema.default;
    if (canonical(before ?? null) === canonical(after ?? null)) return;
    const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
    report(`${schemaLabel(pair.headPointer)} default ${shown(before)} → ${shown(after)}.`);
  },
});
