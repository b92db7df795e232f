import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'constraint-widened',
  level: { request: 'info', response: 'breaking' },
  subject: 'schema',
  rationale:
    'A keyword now accepts more (a higher maximum, a wider pattern, more decimals, an applicator removed). In a ' +
    'request every value sent before stays valid; in a response values beyond the old limits reach code sized ' +
    'for them.',
  action: 'Accept the wider values where you read the field (column sizes, parsing, validation).',
  check(pair, report) {
    const changes = constraintChanges(pair).widened;
    if (changes.length === 0) return;
    const verb = pair.direction === 'request' ? 'accepts more' : 'may return more';
    report(`${schemaLabel(pair.headPointer)} ${verb}: ${changes.join(', ')}.`);
  },
});
