import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'range-changed',
  level: 'breaking',
  subject: 'parameter',
  extension: extensionKey('parameter', 'range'),
  rationale:
    'The `x-range` of a bound decides which items match and which bounds conflict; the same query now means ' +
    'something else.',
  action: 'Check the bounds you send against the new field, side and inclusiveness.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = canonical(extensionsOf('parameter', baseParameter.value).range ?? null);
    const after = canonical(extensionsOf('parameter', headParameter.value).range ?? null);
    if (before !== after) {
      report(
        `${extensionKey('parameter', 'range')} of '${headParameter.value.name}' changed from ${before} to ${after}.`,
      );
    }
  },
});
