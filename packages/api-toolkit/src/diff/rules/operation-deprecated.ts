import { defineRule } from '../rule.js';
import { routeLabel } from '../labels.js';

export default defineRule({
  id: 'operation-deprecated',
  level: 'warning',
  subject: 'operation',
  webhooks: true,
  rationale: 'Still served, but announced for removal: callers should plan the move now.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation && headOperation?.operation.deprecated && !baseOperation.operation.deprecated) {
      report(`${routeLabel(headOperation)} is deprecated.`);
    }
  },
});
