import { isExtensionKey } from '@ausd/contract-model/extensions';
import type { Contract } from '../contract.js';
import { canonical } from '../canonical.js';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';
import { effectiveSecurity } from '../readers/security.js';

/** The schemes some operation (or webhook) of the contract requires, directly or by the document default. */
function referencedSchemes(contract: Contract): Set<string> {
  const names = new Set<string>();
  for (const operation of [...contract.operations, ...contract.webhooks])
    for (const requirement of effectiveSecurity(contract, operation))
      for (const name of Object.keys(requirement)) names.add(name);
  return names;
}

export default defineRule({
  id: 'security-scheme-changed',
  level: 'breaking',
  subject: 'document',
  rationale:
    'A scheme operations refer to now means other credentials (type, scheme, location or name), or is gone. A ' +
    'scheme no operation refers to changes nothing a caller sends.',
  action: 'Present credentials the way the changed scheme describes.',
  check({ base, head }, report) {
    const before = base.document.components?.securitySchemes ?? {};
    const after = head.document.components?.securitySchemes ?? {};
    const used = referencedSchemes(base);
    for (const [name, scheme] of Object.entries(before)) {
      if (!used.has(name)) continue;
      const pointer = jsonPointer('components', 'securitySchemes', name);
      const next = after[name];
      if (next === undefined) {
        report(`Security scheme '${name}' was removed.`, pointer);
        continue;
      }
      // What a caller sends: neither the description nor the extensions (extension-changed reports those).
      const wire = (s: object) =>
        canonical(
          Object.fromEntries(Object.entries(s).filter(([key]) => key !== 'description' && !isExtensionKey(key))),
        );
      if (wire(scheme) !== wire(next))
        report(`Security scheme '${name}' changed: ${wire(scheme)} → ${wire(next)}.`, pointer);
    }
  },
});
