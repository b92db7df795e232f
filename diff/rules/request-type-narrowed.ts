import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'request-type-narrowed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'A value of a type no longer accepted, valid before, is refused.',
  action: 'Send values of the accepted type.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const types = typeChange(pair).removed;
    if (types.length > 0) report(`Type ${types.join(', ')} is no longer accepted at ${schemaLabel(pair.headPointer)}.`);
  },
});
