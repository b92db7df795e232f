import { defineRule } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';
import { propertySunset, windowClosed } from '../readers/sunset.js';

export default defineRule({
  id: 'response-optional-property-removed',
  level: 'warning',
  subject: 'schema',
  rationale: 'Clients already handle the property missing, but the data it carried is gone for good.',
  check(pair, report) {
    if (pair.direction !== 'response') return;
    const { removed, requiredBefore } = propertyChanges(pair);
    const optional = removed.filter(
      (name) =>
        !requiredBefore.has(name) && !windowClosed(propertySunset(pair.base, pair.baseSchema, name), pair.today),
    );
    if (optional.length > 0)
      report(
        `${schemaLabel(pair.basePointer)} no longer ${returns(pair)} optional ${names(optional)}.`,
        pair.basePointer,
        optional,
      );
  },
});
