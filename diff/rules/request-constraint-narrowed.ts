import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'request-constraint-narrowed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Requests may only widen: a value valid before (longer, larger, more items) is refused.',
  action: 'Keep the values you send within the new limits.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const changes = constraintChanges(pair).narrowed;
    if (changes.length > 0) report(`${schemaLabel(pair.headPointer)} accepts less: ${changes.join(', ')}.`);
  },
});
