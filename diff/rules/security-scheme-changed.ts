import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';
import { jsonPointer } from '../../generators/pointer.js';

export default defineRule({
  id: 'security-scheme-changed',
  level: 'breaking',
  subject: 'document',
  rationale: 'A scheme operations refer to now means other credentials (type, scheme, location or name), or is gone.',
  action: 'Present credentials the way the changed scheme describes.',
  check({ base, head }, report) {
    const before = base.document.components?.securitySchemes ?? {};
    const after = head.document.components?.securitySchemes ?? {};
    for (const [name, scheme] of Object.entries(before)) {
      const pointer = jsonPointer('components', 'securitySchemes', name);
      const next = after[name];
      if (next === undefined) {
        report(`Security scheme '${name}' was removed.`, pointer);
        continue;
      }
      // What a caller sends: neither the description nor the extensions (extension-changed reports those).
      const wire = (s: object) =>
        canonical(
          Object.fromEntries(Object.entries(s).filter(([key]) => key !== 'description' && !key.startsWith('x-'))),
        );
      if (wire(scheme) !== wire(next))
        report(`Security scheme '${name}' changed: ${wire(scheme)} → ${wire(next)}.`, pointer);
    }
  },
});
