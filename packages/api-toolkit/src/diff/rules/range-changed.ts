import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'range-changed',
  level: 'breaking',
  subject: 'parameter',
  extension: 'x-range',
  rationale:
    'The `x-range` of a bound decides which items match and which bounds conflict; the same query now means ' +
    'something else.',
  action: 'Check the bounds you send against the new field, side and inclusiveness.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = canonical(baseParameter.value['x-range'] ?? null);
    const after = canonical(headParameter.value['x-range'] ?? null);
    if (before !== after) {
      report(`x-range of '${headParameter.value.name}' changed from ${before} to ${after}.`);
    }
  },
});
