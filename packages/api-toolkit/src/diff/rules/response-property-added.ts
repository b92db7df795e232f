import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'response-property-added',
  level: 'info',
  subject: 'schema',
  rationale:
    'New data in an open response object is ignored by clients that do not read it. (In a closed one it is ' +
    '`response-closed-property-added`.)',
  check(pair, report) {
    if (pair.direction !== 'response' || (pair.baseClosed && pair.headClosed)) return;
    const { added } = propertyChanges(pair);
    if (added.length > 0) report(`${schemaLabel(pair.headPointer)} returns new ${names(added)}.`);
  },
});
