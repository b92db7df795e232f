import { extensionKey } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

export default defineRule({
  id: 'open-enum-value-added',
  level: 'info',
  subject: 'schema',
  extension: extensionKey('schema', 'extensibleEnum'),
  rationale:
    'The enum is open (known values plus any string): the contract tells clients to tolerate unknown values, ' +
    'so a new known value is what they already handle.',
  check(pair, report) {
    const change = enumChange(pair);
    if (!change || !(change.before.open && change.after.open) || change.added.length === 0) return;
    report(
      `Open enum ${schemaLabel(pair.headPointer)} lists new value ${formatValues(change.added)}.`,
      undefined,
      change.added.map(String),
    );
  },
});
