import { isErrorStatus } from '@ausd/contract-model/error-codes';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'error-status-added',
  level: 'warning',
  subject: 'operation',
  rationale:
    'Every error has the base shape and clients handle errors by status class, but a documented case is new to them.',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    for (const response of headOperation.responses) {
      if (isErrorStatus(response.status) && !baseOperation.responses.some((r) => r.status === response.status)) {
        report(`The operation may now answer ${response.status}.`, response.pointer);
      }
    }
  },
});
