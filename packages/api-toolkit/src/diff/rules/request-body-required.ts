import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-required',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Calls without a body, valid before, are refused.',
  action: 'Send the request body on every call.',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation?.requestBody?.value.required) return;
    if (!baseOperation.requestBody?.value.required) {
      report(
        baseOperation.requestBody ? 'The request body became required.' : 'A required request body was added.',
        headOperation.requestBody.pointer,
      );
    }
  },
});
