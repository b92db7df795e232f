import { extensionKey } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';
import { formatValues, schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

export default defineRule({
  id: 'open-enum-value-removed',
  level: 'info',
  subject: 'schema',
  extension: extensionKey('schema', 'extensibleEnum'),
  rationale: 'The enum is open: any string stays valid in both directions; the value is only no longer listed.',
  check(pair, report) {
    const change = enumChange(pair);
    if (!change || !(change.before.open && change.after.open) || change.removed.length === 0) return;
    report(
      `Open enum ${schemaLabel(pair.headPointer)} no longer lists ${formatValues(change.removed)}.`,
      undefined,
      change.removed.map(String),
    );
  },
});
