import { defineRule } from '../rule.js';
import { describeSecurity, effectiveSecurity, isPublic, securityAt } from '../readers/security.js';

export default defineRule({
  id: 'security-added-to-public-operation',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Anonymous callers of a public operation (browsers, dashboards) now get 401.',
  action: 'Authenticate the calls with the now required credentials.',
  check({ base, head, baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = effectiveSecurity(base, baseOperation);
    const after = effectiveSecurity(head, headOperation);
    if (isPublic(before) && !isPublic(after))
      report(`The public operation now requires ${describeSecurity(after)}.`, securityAt(head, headOperation));
  },
});
