import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'response-enum-value-added',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'The enum is closed (no plain-string alternative in the schema): clients may switch on it exhaustively, ' +
    'and a new value reaches no branch.',
  action: 'Handle the new values wherever you switch on the field.',
  check(pair, report) {
    const change = closedEnumChange(pair, 'response');
    if (!change || change.added.length === 0) return;
    report(`${schemaLabel(pair.headPointer)} may now be ${formatValues(change.added)}.`);
  },
});
