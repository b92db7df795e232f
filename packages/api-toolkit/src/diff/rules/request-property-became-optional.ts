import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'request-property-became-optional',
  level: 'info',
  subject: 'schema',
  rationale: 'Widens the request: bodies that sent the property stay valid.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const { kept, requiredBefore, requiredAfter } = propertyChanges(pair);
    const relaxed = kept.filter((name) => requiredBefore.has(name) && !requiredAfter.has(name));
    if (relaxed.length > 0) report(`${schemaLabel(pair.headPointer)} no longer requires ${names(relaxed)}.`);
  },
});
