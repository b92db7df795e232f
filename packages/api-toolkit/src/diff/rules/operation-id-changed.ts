import { defineRule } from '../rule.js';

export default defineRule({
  id: 'operation-id-changed',
  level: 'warning',
  subject: 'operation',
  webhooks: true,
  rationale: 'The wire is unchanged, but the generated type names (`<OperationId>Result`, …) follow the operationId.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation && headOperation && baseOperation.id !== headOperation.id) {
      report(`operationId '${baseOperation.id}' is now '${headOperation.id}'.`, `${headOperation.pointer}/operationId`);
    }
  },
});
