import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'request-constraint-widened',
  level: 'info',
  subject: 'schema',
  rationale: 'Requests may widen: every value sent before stays valid.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const changes = constraintChanges(pair).widened;
    if (changes.length > 0) report(`${schemaLabel(pair.headPointer)} accepts more: ${changes.join(', ')}.`);
  },
});
