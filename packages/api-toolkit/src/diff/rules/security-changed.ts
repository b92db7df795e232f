import { defineRule } from '../rule.js';
import { describeSecurity, effectiveSecurity, isPublic } from '../readers/security.js';

export default defineRule({
  id: 'security-changed',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Callers present the credentials they were told to; a different scheme refuses them.',
  action: 'Authenticate with the new scheme.',
  check({ base, head, baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = effectiveSecurity(base, baseOperation);
    const after = effectiveSecurity(head, headOperation);
    if (isPublic(before) || isPublic(after)) return;
    if (describeSecurity(before) !== describeSecurity(after)) {
      report(`Security changed from ${describeSecurity(before)} to ${describeSecurity(after)}.`);
    }
  },
});
