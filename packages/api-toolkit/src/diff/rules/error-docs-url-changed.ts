import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'error-docs-url-changed',
  level: 'info',
  subject: 'document',
  extension: extensionKey('document', 'errorDocsUrl'),
  rationale: '`docs_url` is a link for people; clients do not branch on it.',
  check({ base, head }, report) {
    const before: unknown = extensionsOf('document', base.document).errorDocsUrl;
    const after: unknown = extensionsOf('document', head.document).errorDocsUrl;
    if (before !== after)
      report(
        `Error documentation links change from ${String(before)} to ${String(after)}.`,
        `/${extensionKey('document', 'errorDocsUrl')}`,
      );
  },
});
