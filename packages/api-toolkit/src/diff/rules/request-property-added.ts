import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'request-property-added',
  level: 'info',
  subject: 'schema',
  rationale: 'An optional property widens the request: bodies sent before stay valid.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const { added, requiredAfter } = propertyChanges(pair);
    const optional = added.filter((name) => !requiredAfter.has(name));
    if (optional.length > 0) report(`${schemaLabel(pair.headPointer)} accepts new optional ${names(optional)}.`);
  },
});
