import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'response-type-narrowed',
  level: 'info',
  subject: 'schema',
  rationale: 'Responses may narrow: clients handle a subset of what they handled.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const types = typeChange(pair).removed;
    if (types.length > 0) report(`${schemaLabel(pair.headPointer)} no longer returns ${types.join(', ')}.`);
  },
});
