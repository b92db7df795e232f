import { defineRule } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { constraintChanges } from '../readers/constraints.js';

export default defineRule({
  id: 'constraint-narrowed',
  level: { request: 'breaking', response: 'info' },
  subject: 'schema',
  rationale:
    'A keyword now accepts less (a lower maximum, a narrower pattern, an enum on a free value, an applicator ' +
    'added: `allOf` part, `then`, `contains`, `dependentRequired` …). In a request a value valid before is refused; ' +
    'in a response every value returned now was possible before.',
  action: 'Keep the values you send within the new limits.',
  check(pair, report) {
    const changes = constraintChanges(pair).narrowed;
    if (changes.length === 0) return;
    const verb = pair.direction === 'request' ? 'accepts less' : `${returns(pair)} less`;
    report(`${schemaLabel(pair.headPointer)} ${verb}: ${changes.join(', ')}.`);
  },
});
