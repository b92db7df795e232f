import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'ordering-changed',
  level: 'breaking',
  subject: 'operation',
  extension: 'x-ordering',
  rationale:
    'Clients rely on the declared `x-ordering` (field, direction, tie-breaker): "the newest first", stopping a walk ' +
    'at an item already seen.',
  action: 'Stop relying on the old order; sort or stop walks by the new one.',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = canonical(baseOperation.operation['x-ordering'] ?? null);
    const after = canonical(headOperation.operation['x-ordering'] ?? null);
    if (before !== after)
      report(`x-ordering changed from ${before} to ${after}.`, `${headOperation.pointer}/x-ordering`);
  },
});
