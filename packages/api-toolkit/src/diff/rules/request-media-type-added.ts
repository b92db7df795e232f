import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-media-type-added',
  level: { request: 'info', response: 'breaking' },
  subject: 'operation',
  webhooks: true,
  rationale:
    'Widens the request: calls in the media types accepted before stay valid. On a webhook the API chooses the media ' +
    'type it sends, and receivers that parse only the old ones cannot read a body in the new one.',
  action: 'Parse webhook bodies in the new media type too.',
  check({ baseOperation, headOperation, webhook }, report) {
    const before = baseOperation?.requestBody;
    const after = headOperation?.requestBody;
    if (!before || !after) return;
    const known = Object.keys(before.value.content);
    const now = Object.keys(after.value.content);
    const added = now.filter((type) => !known.includes(type));
    // A media type replaced is request-media-type-changed's, whose message names what is accepted now.
    if (added.length === 0 || known.some((type) => !now.includes(type))) return;
    report(
      webhook
        ? `The webhook may now send its body as ${added.join(', ')}.`
        : `The request body is now also accepted as ${added.join(', ')}.`,
      after.pointer,
    );
  },
});
