// `initiatedAt.gte=2026-01-01T00:00:00`: a bound without `Z` or an offset is ambiguous and rejected.
import type { QueryRule } from '../query-rule.js';
import { isZonelessTimestamp } from '../rule-helpers/timestamp.js';
import { RANGE_BOUND } from '../query-shape.js';

export const zonelessTimestamp: QueryRule = {
  id: 'zoneless_timestamp',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: RANGE_BOUND,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const { name, values } of parameters.values()) {
      if (operation.query.get(name)?.range !== undefined && values.some(isZonelessTimestamp)) offending.push(name);
    }
    return offending;
  },
};
