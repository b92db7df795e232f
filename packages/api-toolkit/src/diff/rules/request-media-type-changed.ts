import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-media-type-changed',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Requests sent with a media type the operation no longer accepts are refused.',
  action: 'Send the body in one of the accepted media types.',
  check({ baseOperation, headOperation }, report) {
    const before = baseOperation?.requestBody;
    const after = headOperation?.requestBody;
    if (!before || !after) return;
    const accepted = Object.keys(after.value.content);
    const gone = Object.keys(before.value.content).filter((type) => !accepted.includes(type));
    if (gone.length > 0)
      report(
        `The request body is no longer accepted as ${gone.join(', ')} (now ${accepted.join(', ')}).`,
        after.pointer,
      );
  },
});
