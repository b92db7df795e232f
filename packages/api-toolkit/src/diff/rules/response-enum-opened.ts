import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

export default defineRule({
  id: 'response-enum-opened',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'A closed enum became open: values outside the known ones may now arrive where clients switched exhaustively.',
  action: 'Add a branch for unknown values.',
  check(pair, report) {
    const change = enumChange(pair);
    if (pair.direction === 'response' && change && !change.before.open && change.after.open) {
      report(`${schemaLabel(pair.headPointer)} is now an open enum: unknown values may arrive.`);
    }
  },
});
