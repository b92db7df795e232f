import { constraintChanges } from '../readers/constraints.js';
import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';

export default defineRule({
  id: 'pattern-undecided',
  level: 'warning',
  subject: 'schema',
  rationale:
    'A `pattern` changed and one of the two uses what finite automata cannot express (lookarounds, word ' +
    'boundaries, back-references) or grows too large: whether it accepts more or fewer values is not decided, so ' +
    'a person compares them. Every other pattern change is decided and reported as a narrowed or widened constraint.',
  check(pair, report) {
    if (!constraintChanges(pair).patternUndecided) return;
    report(
      `${schemaLabel(pair.headPointer)} pattern ${pair.baseSchema.pattern ?? 'none'} → ${pair.headSchema.pattern ?? 'none'}: ` +
        'inclusion not decided.',
    );
  },
});
