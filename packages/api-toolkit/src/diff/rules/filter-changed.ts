import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'filter-changed',
  level: 'breaking',
  subject: 'parameter',
  extension: extensionKey('parameter', 'filter'),
  rationale:
    'The `x-filter` of a parameter says which item field it selects and how values match; the same query now ' +
    'returns other items.',
  action: 'Check what the filter selects now and adjust the values you send.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = canonical(extensionsOf('parameter', baseParameter.value).filter ?? null);
    const after = canonical(extensionsOf('parameter', headParameter.value).filter ?? null);
    if (before !== after)
      report(
        `${extensionKey('parameter', 'filter')} of '${headParameter.value.name}' changed from ${before} to ${after}.`,
      );
  },
});
