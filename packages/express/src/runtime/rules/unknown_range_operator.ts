// `initiatedAt.eq` on an operation whose `initiatedAt` range only declares gt/gte/lt/lte.
import type { QueryRule } from '../query-rule.js';
import { rangeFieldOf } from '../rule-helpers/range-field.js';
import { UNDECLARED } from '../query-shape.js';

export const unknownRangeOperator: QueryRule = {
  id: 'unknown_range_operator',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: UNDECLARED,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const name of parameters.keys()) {
      if (!operation.query.has(name) && rangeFieldOf(operation, name) !== undefined) offending.push(name);
    }
    return offending;
  },
};
