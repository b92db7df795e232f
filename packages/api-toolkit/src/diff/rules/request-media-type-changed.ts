import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-media-type-changed',
  level: 'breaking',
  subject: 'operation',
  webhooks: true,
  rationale:
    'Requests sent with a media type the operation no longer accepts are refused. On a webhook, receivers parse the ' +
    'body by the media type they were sent, which no longer comes.',
  action: 'Send the body in one of the accepted media types (on a webhook, parse the one now sent).',
  check({ baseOperation, headOperation, webhook }, report) {
    const before = baseOperation?.requestBody;
    const after = headOperation?.requestBody;
    if (!before || !after) return;
    const accepted = Object.keys(after.value.content);
    const gone = Object.keys(before.value.content).filter((type) => !accepted.includes(type));
    if (gone.length === 0) return;
    const now = `(now ${accepted.join(', ')})`;
    report(
      webhook
        ? `The webhook no longer sends its body as ${gone.join(', ')} ${now}.`
        : `The request body is no longer accepted as ${gone.join(', ')} ${now}.`,
      after.pointer,
    );
  },
});
