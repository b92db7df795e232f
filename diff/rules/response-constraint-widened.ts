import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'response-constraint-widened',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'Responses may only narrow: values beyond the old limits (longer strings, more decimals, larger numbers) ' +
    'reach code sized for them.',
  action: 'Accept the wider values (column sizes, parsing, validation).',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const changes = constraintChanges(pair).widened;
    if (changes.length > 0) report(`${schemaLabel(pair.headPointer)} may return more: ${changes.join(', ')}.`);
  },
});
