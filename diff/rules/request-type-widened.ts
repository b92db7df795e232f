import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'request-type-widened',
  level: 'info',
  subject: 'schema',
  rationale: 'Requests may widen: every value sent before stays valid.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const types = typeChange(pair).added;
    if (types.length > 0) report(`${schemaLabel(pair.headPointer)} now also accepts ${types.join(', ')}.`);
  },
});
