import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pagination-changed',
  level: 'breaking',
  subject: 'parameter',
  extension: extensionKey('parameter', 'pagination'),
  rationale: 'The `x-pagination` role (`cursor`, `limit`) of a parameter drives every page walk; a client walks wrong.',
  action: 'Walk the pages with the parameters that now carry the cursor and the page size.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = canonical(extensionsOf('parameter', baseParameter.value).pagination ?? null);
    const after = canonical(extensionsOf('parameter', headParameter.value).pagination ?? null);
    if (before !== after)
      report(
        `${extensionKey('parameter', 'pagination')} of '${headParameter.value.name}' changed from ${before} to ${after}.`,
      );
  },
});
