import { defineRule } from '../rule.js';
import { routeLabel } from '../labels.js';

export default defineRule({
  id: 'operation-added',
  level: 'info',
  subject: 'operation',
  rationale: 'A new operation changes nothing existing callers send or receive.',
  check({ baseOperation, headOperation }, report) {
    if (headOperation && !baseOperation) report(`${routeLabel(headOperation)} was added.`);
  },
});
