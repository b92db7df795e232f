// A parameter the operation does not declare is rejected, never ignored: a filter is never dropped silently.
// Dotted names on a declared range field are left to unknown_range_operator.
import type { QueryRule } from '../query-rule.js';
import { rangeFieldOf } from '../rule-helpers/range-field.js';
import { UNDECLARED } from '../query-shape.js';

export const unknownParameter: QueryRule = {
  id: 'unknown_parameter',
  appliesTo: (operation) => operation.spec.strictQuery,
  triggers: UNDECLARED,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const name of parameters.keys()) {
      if (!operation.query.has(name) && rangeFieldOf(operation, name) === undefined) offending.push(name);
    }
    return offending;
  },
};
