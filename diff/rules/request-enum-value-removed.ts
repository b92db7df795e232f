import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'request-enum-value-removed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Requests may only widen: a value clients send is now refused.',
  action: 'Stop sending the removed values.',
  check(pair, report) {
    const change = closedEnumChange(pair, 'request');
    if (!change || change.removed.length === 0) return;
    report(`${schemaLabel(pair.headPointer)} no longer accepts ${formatValues(change.removed)}.`);
  },
});
