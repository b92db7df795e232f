import { defineRule } from '../rule.js';
import { describeSecurity, effectiveSecurity, isPublic, securityAt } from '../readers/security.js';

export default defineRule({
  id: 'security-removed',
  level: 'info',
  subject: 'operation',
  rationale: 'Widens the request: credentials still sent are not needed, calls keep working.',
  check({ base, head, baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = effectiveSecurity(base, baseOperation);
    if (!isPublic(before) && isPublic(effectiveSecurity(head, headOperation))) {
      report(
        `The operation no longer requires ${describeSecurity(before)}: it is public.`,
        securityAt(head, headOperation) ?? securityAt(base, baseOperation),
      );
    }
  },
});
