import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { enumChange } from './enums.js';

export default defineRule({
  id: 'response-enum-value-removed',
  level: 'info',
  subject: 'schema',
  rationale: 'Responses may narrow: a value that no longer comes breaks no client.',
  check(pair, report) {
    const change = enumChange(pair);
    if (
      pair.direction !== 'response' ||
      !change ||
      !(!change.before.open && !change.after.open) ||
      change.removed.length === 0
    )
      return;
    report(`${schemaLabel(pair.headPointer)} is no longer ${formatValues(change.removed)}.`);
  },
});
