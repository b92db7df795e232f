import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';
import { propertySunset, windowClosed } from '../readers/sunset.js';

export default defineRule({
  id: 'property-removed-after-sunset',
  level: 'warning',
  subject: 'schema',
  rationale:
    'The property was deprecated with an `x-sunset` date that has come: integrators were told when it would go, so ' +
    'its removal is reviewed, not refused. (Before that date it is `request-property-removed` or ' +
    '`response-property-removed`.)',
  check(pair, report) {
    const gone = propertyChanges(pair).removed.filter((name) =>
      windowClosed(propertySunset(pair.base, pair.baseSchema, name), pair.today),
    );
    if (gone.length > 0)
      report(`${schemaLabel(pair.basePointer)} no longer has ${names(gone)}, past its sunset.`, pair.basePointer, gone);
  },
});
