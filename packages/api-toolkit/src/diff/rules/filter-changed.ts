import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'filter-changed',
  level: 'breaking',
  subject: 'parameter',
  extension: 'x-filter',
  rationale:
    'The `x-filter` of a parameter says which item field it selects and how values match; the same query now ' +
    'returns other items.',
  action: 'Check what the filter selects now and adjust the values you send.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = canonical(baseParameter.value['x-filter'] ?? null);
    const after = canonical(headParameter.value['x-filter'] ?? null);
    if (before !== after) report(`x-filter of '${headParameter.value.name}' changed from ${before} to ${after}.`);
  },
});
