import { defineRule } from '../rule.js';
import { errorCodeChanges } from '../readers/error-codes.js';

export default defineRule({
  id: 'error-code-removed',
  level: 'info',
  subject: 'response',
  rationale: 'Responses narrow: a handled code that no longer comes breaks nothing; its handler becomes dead code.',
  check(pair, report) {
    const { removed } = errorCodeChanges(pair);
    if (removed.length > 0)
      report(`Status ${pair.status} no longer answers ${removed.map((c) => `'${c}'`).join(', ')}.`, undefined, removed);
  },
});
