import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'response-became-nullable',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Code that reads the value dereferences `null` (and stops compiling under strict null checks).',
  action: 'Handle `null` where you read the field.',
  check(pair, report) {
    if (pair.direction === 'response' && typeChange(pair).added.includes('null')) {
      report(`${schemaLabel(pair.headPointer)} may now be null.`);
    }
  },
});
