import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'request-enum-value-added',
  level: 'info',
  subject: 'schema',
  rationale: 'Requests may widen: every value sent before stays valid.',
  check(pair, report) {
    const change = closedEnumChange(pair, 'request');
    if (!change || change.added.length === 0) return;
    report(`${schemaLabel(pair.headPointer)} now also accepts ${formatValues(change.added)}.`);
  },
});
