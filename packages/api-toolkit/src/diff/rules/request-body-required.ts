import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-required',
  level: { request: 'breaking', response: 'info' },
  subject: 'operation',
  webhooks: true,
  rationale:
    'Calls without a body, valid before, are refused. On a webhook the body is what the API sends: receivers now ' +
    'always get one.',
  action: 'Send the request body on every call.',
  check({ baseOperation, headOperation, webhook }, report) {
    const body = headOperation?.requestBody;
    if (!baseOperation || !body?.value.required || baseOperation.requestBody?.value.required) return;
    const had = baseOperation.requestBody !== undefined;
    const message = webhook
      ? had
        ? 'The webhook now always sends a body.'
        : 'The webhook now sends a body.'
      : had
        ? 'The request body became required.'
        : 'A required request body was added.';
    report(message, body.pointer);
  },
});
