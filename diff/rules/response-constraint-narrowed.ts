import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'response-constraint-narrowed',
  level: 'info',
  subject: 'schema',
  rationale: 'Responses may narrow: every value returned now was possible before.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const changes = constraintChanges(pair).narrowed;
    if (changes.length > 0) report(`${schemaLabel(pair.headPointer)} returns less: ${changes.join(', ')}.`);
  },
});
