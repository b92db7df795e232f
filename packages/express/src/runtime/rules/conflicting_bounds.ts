// Two bounds on one side of a range (`initiatedAt.gt` with `initiatedAt.gte`): both are reported.
import type { QueryRule } from '../query-rule.js';
import { RANGE_BOUNDS } from '../query-shape.js';

export const conflictingBounds: QueryRule = {
  id: 'conflicting_bounds',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: RANGE_BOUNDS,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const range of operation.ranges.values()) {
      for (const side of [range.lower, range.upper]) {
        const present = side.filter((bound) => parameters.has(bound.name));
        if (present.length > 1) for (const bound of present) offending.push(bound.name);
      }
    }
    return offending;
  },
};
