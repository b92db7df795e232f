import { defineRule } from '../rule.js';
import { addedAlternatives, effectiveSecurity, isPublic, securityAt } from '../readers/security.js';

export default defineRule({
  id: 'security-alternative-added',
  level: 'info',
  subject: 'operation',
  rationale:
    'A new way to authenticate (an alternative requirement, or one asking fewer schemes or scopes): the credentials ' +
    'callers present still satisfy a requirement, so nothing they send changes.',
  check({ base, head, baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const before = effectiveSecurity(base, baseOperation);
    const after = effectiveSecurity(head, headOperation);
    if (isPublic(before) || isPublic(after)) return;
    const added = addedAlternatives(before, after);
    if (added.length > 0)
      report(`Callers may now also authenticate with ${added.join(' or ')}.`, securityAt(head, headOperation));
  },
});
