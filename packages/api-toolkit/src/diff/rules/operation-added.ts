import { defineRule } from '../rule.js';

export default defineRule({
  id: 'operation-added',
  level: 'info',
  subject: 'operation',
  rationale: 'A new operation changes nothing existing callers send or receive.',
  check({ baseOperation, headOperation }, report) {
    if (headOperation && !baseOperation)
      report(`${headOperation.method.toUpperCase()} ${headOperation.path} was added.`);
  },
});
