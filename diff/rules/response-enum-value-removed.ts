import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'response-enum-value-removed',
  level: 'info',
  subject: 'schema',
  rationale: 'Responses may narrow: a value that no longer comes breaks no client.',
  check(pair, report) {
    const change = closedEnumChange(pair, 'response');
    if (!change || change.removed.length === 0) return;
    report(`${schemaLabel(pair.headPointer)} is no longer ${formatValues(change.removed)}.`);
  },
});
