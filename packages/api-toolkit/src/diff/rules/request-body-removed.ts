import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-removed',
  level: 'warning',
  subject: 'operation',
  rationale: 'Callers may still send a body the operation now ignores or refuses; what it carried is lost.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation?.requestBody && headOperation && !headOperation.requestBody) {
      report('The request body was removed.', baseOperation.requestBody.pointer);
    }
  },
});
