import { defineRule } from '../rule.js';
import { errorCodeChanges } from '../readers/error-codes.js';

export default defineRule({
  id: 'error-code-added',
  level: 'warning',
  subject: 'response',
  rationale:
    'Clients match on `code` and fall back to the status for a code they do not know (every error has the base ' +
    'shape), so calls keep working; but a case the integrator never handled can now arrive. The compile side, an ' +
    'exhaustive switch over the generated code union, is `sdk-error-incompatible`.',
  check(pair, report) {
    const { added } = errorCodeChanges(pair);
    if (added.length > 0)
      report(`Status ${pair.status} may now answer ${added.map((c) => `'${c}'`).join(', ')}.`, undefined, added);
  },
});
