import { extensionKey } from '@ausd/contract-model/extensions';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';
import { queryRules } from '../readers/query-rules.js';

export default defineRule({
  id: 'query-rule-removed',
  level: 'info',
  subject: 'document',
  extension: extensionKey('document', 'queryRules'),
  rationale: 'Widens the request: queries the rule refused are now accepted.',
  check({ base, head }, report) {
    const after = queryRules(head);
    for (const id of Object.keys(queryRules(base))) {
      if (!(id in after))
        report(`Query rule '${id}' was removed.`, jsonPointer(extensionKey('document', 'queryRules'), id));
    }
  },
});
