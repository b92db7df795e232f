import { extensionKey } from '@ausd/contract-model/extensions';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';
import { queryRules } from '../readers/query-rules.js';

export default defineRule({
  id: 'query-rule-message-changed',
  level: 'info',
  subject: 'document',
  extension: extensionKey('document', 'queryRules'),
  rationale: 'Clients match on the code and parameter, never on message text; the wording is for people.',
  check({ base, head }, report) {
    const before = queryRules(base);
    for (const [id, message] of Object.entries(queryRules(head))) {
      if (id in before && before[id] !== message)
        report(`Query rule '${id}' has a new message.`, jsonPointer(extensionKey('document', 'queryRules'), id));
    }
  },
});
