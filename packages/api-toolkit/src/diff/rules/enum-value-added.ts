import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'enum-value-added',
  level: { request: 'info', response: 'breaking' },
  subject: 'schema',
  rationale:
    'A closed enum (no plain-string alternative in the schema) lists a new value. A request accepts every value ' +
    'sent before; in a response clients may switch on it exhaustively and the new value reaches no branch. Open ' +
    'enums grow freely (`open-enum-value-added`).',
  action: 'Handle the new values wherever you switch on the field.',
  check(pair, report) {
    const change = closedEnumChange(pair, pair.direction);
    if (!change || change.added.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `${label} now also accepts ${formatValues(change.added)}.`
        : `${label} may now be ${formatValues(change.added)}.`,
      undefined,
      change.added.map(String),
    );
  },
});
