import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'response-property-removed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Responses may only narrow a value, never lose a required member: code reading it finds nothing.',
  action: 'Stop reading the property; use its replacement named in the changelog.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const { removed, requiredBefore } = propertyChanges(pair);
    const required = removed.filter((name) => requiredBefore.has(name));
    if (required.length > 0)
      report(`${schemaLabel(pair.basePointer)} no longer returns required ${names(required)}.`, pair.basePointer);
  },
});
