// A range nothing can satisfy (lower bound after the upper one, or equal with an exclusive side): both
// bounds are reported. Only judged when each side has exactly one well-formed zoned timestamp.
import type { ParameterSpec } from '@ausd/contract-facts/operation';
import type { RawQuery } from '../raw-query.js';
import type { QueryRule } from '../query-rule.js';
import { zonedInstant } from '../rule-helpers/timestamp.js';
import { RANGE_BOUNDS } from '../query-shape.js';

/** The one bound sent on a side, with its single value; undefined when there are none or several. */
function soleBound(
  side: readonly ParameterSpec[],
  parameters: RawQuery,
): { bound: ParameterSpec; value: string } | undefined {
  let sole: { bound: ParameterSpec; value: string } | undefined;
  for (const bound of side) {
    const values = parameters.get(bound.name)?.values;
    if (values === undefined) continue;
    if (sole !== undefined || values.length !== 1) return undefined;
    sole = { bound, value: values[0] as string };
  }
  return sole;
}

export const unsatisfiableRange: QueryRule = {
  id: 'unsatisfiable_range',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: RANGE_BOUNDS,
  check({ operation, parameters }) {
    const offending: string[] = [];
    for (const range of operation.ranges.values()) {
      const lower = soleBound(range.lower, parameters);
      const upper = lower && soleBound(range.upper, parameters);
      if (lower === undefined || upper === undefined) continue;
      const from = zonedInstant(lower.value);
      const to = zonedInstant(upper.value);
      if (from === undefined || to === undefined) continue;
      const bothInclusive = lower.bound.range?.inclusive === true && upper.bound.range?.inclusive === true;
      if (from > to || (from === to && !bothInclusive)) offending.push(lower.bound.name, upper.bound.name);
    }
    return offending;
  },
};
