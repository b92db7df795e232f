import { isErrorStatus } from '@ausd/contract-model/error-codes';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'error-status-removed',
  level: 'info',
  subject: 'operation',
  rationale: 'Responses narrow: an error that no longer comes breaks no client.',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    for (const response of baseOperation.responses) {
      if (isErrorStatus(response.status) && !headOperation.responses.some((r) => r.status === response.status)) {
        report(`The operation no longer documents ${response.status}.`, response.pointer);
      }
    }
  },
});
