import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'request-property-removed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Request bodies are closed: a body that still carries the removed property is refused.',
  action: 'Stop sending the property.',
  check(pair, report) {
    if (pair.direction !== 'request' || !pair.headClosed) return;
    const { removed } = propertyChanges(pair);
    if (removed.length > 0)
      report(`${schemaLabel(pair.headPointer)} no longer accepts ${names(removed)}.`, pair.basePointer);
  },
});
