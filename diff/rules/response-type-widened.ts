import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'response-type-widened',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Responses may only narrow: code that reads the old type meets a value of another.',
  action: 'Handle the new type where you read the field.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const types = typeChange(pair).added.filter((type) => type !== 'null');
    if (types.length > 0) report(`${schemaLabel(pair.headPointer)} may now be ${types.join(', ')}.`);
  },
});
