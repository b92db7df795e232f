import { defineRule } from '../rule.js';

export default defineRule({
  id: 'success-media-type-changed',
  level: 'breaking',
  subject: 'response',
  rationale: 'A client parses the success body by its media type; a type it was promised no longer comes.',
  action: 'Parse the new media type (regenerate the client).',
  check({ status, baseResponse, headResponse }, report) {
    if (!status.startsWith('2')) return;
    const head = Object.keys(headResponse.value.content ?? {});
    const gone = Object.keys(baseResponse.value.content ?? {}).filter((type) => !head.includes(type));
    if (gone.length > 0)
      report(`Status ${status} no longer answers ${gone.join(', ')} (now ${head.join(', ') || 'no body'}).`);
  },
});
