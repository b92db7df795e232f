import { defineRule } from '../rule.js';

export default defineRule({
  id: 'error-docs-url-changed',
  level: 'info',
  subject: 'document',
  extension: 'x-error-docs-url',
  rationale: '`docs_url` is a link for people; clients do not branch on it.',
  check({ base, head }, report) {
    const before = base.document['x-error-docs-url'] as unknown;
    const after = head.document['x-error-docs-url'] as unknown;
    if (before !== after)
      report(`Error documentation links change from ${String(before)} to ${String(after)}.`, '/x-error-docs-url');
  },
});
