import { extensionKey } from '@ausd/contract-model/extensions';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';
import { queryRules } from '../readers/query-rules.js';

export default defineRule({
  id: 'query-rule-added',
  level: 'breaking',
  subject: 'document',
  extension: extensionKey('document', 'queryRules'),
  rationale: 'A new query rule is a new reason to refuse a query that was accepted before.',
  action: 'Make sure your queries satisfy the new rule.',
  check({ base, head }, report) {
    const before = queryRules(base);
    for (const id of Object.keys(queryRules(head))) {
      if (!(id in before))
        report(
          `New query rule '${id}': ${queryRules(head)[id]}`,
          jsonPointer(extensionKey('document', 'queryRules'), id),
        );
    }
  },
});
