import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-became-optional',
  level: { request: 'info', response: 'breaking' },
  subject: 'operation',
  webhooks: true,
  rationale:
    'Widens the request: calls that sent the body stay valid. On a webhook the body is what the API sends: receivers ' +
    'that act on it may now get none.',
  action: 'Handle a webhook delivered without a body.',
  check({ baseOperation, headOperation, webhook }, report) {
    const body = headOperation?.requestBody;
    if (!baseOperation?.requestBody?.value.required || !body || body.value.required) return;
    report(webhook ? 'The webhook may now be sent without a body.' : 'The request body became optional.', body.pointer);
  },
});
