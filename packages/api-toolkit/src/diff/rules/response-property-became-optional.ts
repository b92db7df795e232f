import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'response-property-became-optional',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Responses may only narrow: code that reads a property always present before may find it missing.',
  action: 'Handle the property being absent.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const { kept, requiredBefore, requiredAfter } = propertyChanges(pair);
    const relaxed = kept.filter((name) => requiredBefore.has(name) && !requiredAfter.has(name));
    if (relaxed.length > 0) report(`${schemaLabel(pair.headPointer)} may now omit ${names(relaxed)}.`);
  },
});
