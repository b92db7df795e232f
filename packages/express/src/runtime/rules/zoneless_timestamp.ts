// `initiatedAt.gte=2026-01-01T00:00:00`: a bound without `Z` or an offset is ambiguous and rejected.
import { valueRule } from '../query-rule.js';
import { isZonelessTimestamp } from '../rule-helpers/timestamp.js';
import { RANGE_BOUND } from '../query-shape.js';

export const zonelessTimestamp = valueRule({
  id: 'zoneless_timestamp',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: RANGE_BOUND,
  rejects: (parameter, value) => parameter.range !== undefined && isZonelessTimestamp(value),
});
