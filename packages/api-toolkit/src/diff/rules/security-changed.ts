import { defineRule } from '../rule.js';
import { effectiveSecurity, isPublic, securityAt, unmet } from '../readers/security.js';

export default defineRule({
  id: 'security-changed',
  level: 'breaking',
  subject: 'operation',
  rationale:
    'Callers present the credentials they were told to: when those satisfy none of the new requirements (a scheme ' +
    'or scope added to a requirement, or the alternative they use removed), the call is refused.',
  action: 'Authenticate with the credentials the new requirement names.',
  check({ base, head, baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = effectiveSecurity(base, baseOperation);
    const after = effectiveSecurity(head, headOperation);
    if (isPublic(before) || isPublic(after)) return;
    for (const { held, needed } of unmet(before, after))
      report(`Callers presenting ${held} must now present ${needed}.`, securityAt(head, headOperation));
  },
});
