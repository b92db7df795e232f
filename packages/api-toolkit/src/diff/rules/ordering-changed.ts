import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'ordering-changed',
  level: 'breaking',
  subject: 'operation',
  extension: extensionKey('operation', 'ordering'),
  rationale:
    'Clients rely on the declared `x-ordering` (field, direction, tie-breaker): "the newest first", stopping a walk ' +
    'at an item already seen.',
  action: 'Stop relying on the old order; sort or stop walks by the new one.',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = canonical(extensionsOf('operation', baseOperation.operation).ordering ?? null);
    const after = canonical(extensionsOf('operation', headOperation.operation).ordering ?? null);
    if (before !== after)
      report(
        `${extensionKey('operation', 'ordering')} changed from ${before} to ${after}.`,
        `${headOperation.pointer}/${extensionKey('operation', 'ordering')}`,
      );
  },
});
