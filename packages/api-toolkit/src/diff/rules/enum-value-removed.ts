import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { closedEnumChange } from '../readers/enums.js';

export default defineRule({
  id: 'enum-value-removed',
  level: { request: 'breaking', response: 'info' },
  subject: 'schema',
  rationale:
    'A closed enum no longer lists a value. In a request a value clients send is refused; a response value that ' +
    'no longer comes breaks no client.',
  action: 'Stop sending the removed values.',
  check(pair, report) {
    const change = closedEnumChange(pair, pair.direction);
    if (!change || change.removed.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `${label} no longer accepts ${formatValues(change.removed)}.`
        : `${label} is no longer ${formatValues(change.removed)}.`,
      undefined,
      change.removed.map(String),
    );
  },
});
