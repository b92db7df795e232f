import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'request-property-required',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Requests may only widen: bodies without the property, valid before, are refused.',
  action: 'Send the property on every call.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    // Every newly required name, listed in `properties` or not (JSON Schema allows either).
    const { requiredBefore, requiredAfter } = propertyChanges(pair);
    const newly = [...requiredAfter].filter((name) => !requiredBefore.has(name));
    if (newly.length > 0) report(`${schemaLabel(pair.headPointer)} now requires ${names(newly)}.`, undefined, newly);
  },
});
