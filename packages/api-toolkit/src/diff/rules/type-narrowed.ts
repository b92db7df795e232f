import { defineRule } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'type-narrowed',
  level: { request: 'breaking', response: 'info' },
  subject: 'schema',
  rationale:
    'A JSON type is no longer admitted. In a request a value of that type, valid before, is refused; a response ' +
    'returns a subset of what clients handled.',
  action: 'Send values of the accepted type.',
  check(pair, report) {
    const types = typeChange(pair).removed;
    if (types.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `Type ${types.join(', ')} is no longer accepted at ${label}.`
        : `${label} no longer ${returns(pair)} ${types.join(', ')}.`,
    );
  },
});
