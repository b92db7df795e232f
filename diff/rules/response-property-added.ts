import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from './properties.js';

export default defineRule({
  id: 'response-property-added',
  level: 'info',
  subject: 'schema',
  rationale:
    'New data in a response is ignored by clients that do not read it; closed schemas describe what is sent, ' +
    'clients parse leniently.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const { added } = propertyChanges(pair);
    if (added.length > 0) report(`${schemaLabel(pair.headPointer)} returns new ${names(added)}.`);
  },
});
