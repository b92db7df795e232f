// A range nothing can satisfy (lower bound after the upper one, or equal with an exclusive side): both
// bounds are reported. Only judged when each side has exactly one well-formed zoned timestamp.
import type { ParameterSpec } from '../../operation.js';
import type { RawQuery } from '../raw-query.js';
import type { QueryRule } from './rule.js';
import { zonedInstant } from './timestamp.js';

function soleBound(side: readonly ParameterSpec[], entries: RawQuery): { bound: ParameterSpec; instant: number } | undefined {
  const present = side.filter((bound) => entries.has(bound.name));
  const bound = present[0];
  if (present.length !== 1 || bound === undefined) return undefined;
  const values = entries.get(bound.name);
  if (values === undefined || values.length !== 1) return undefined;
  const instant = zonedInstant(values[0] ?? '');
  return instant === undefined ? undefined : { bound, instant };
}

export const unsatisfiableRange: QueryRule = {
  id: 'unsatisfiable_range',
  check({ operation, entries }) {
    const offending: string[] = [];
    for (const range of operation.ranges.values()) {
      const lower = soleBound(range.lower, entries);
      const upper = soleBound(range.upper, entries);
      if (lower === undefined || upper === undefined) continue;
      const bothInclusive = lower.bound.range?.inclusive === true && upper.bound.range?.inclusive === true;
      if (lower.instant > upper.instant || (lower.instant === upper.instant && !bothInclusive)) {
        offending.push(lower.bound.name, upper.bound.name);
      }
    }
    return offending;
  },
};
