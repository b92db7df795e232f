// `initiatedAt.gt=2016-12-31T23:59:60Z`: a zoned bound that is no instant the handler can hold as a Date (a leap
// second) is refused rather than handed on as an Invalid Date; so is one outside years 0000 to 9999 in UTC, whose
// ISO form (`+010000-…`) would compare as text below every stored timestamp.
import { valueRule } from '../query-rule.js';
import { isUnrepresentableTimestamp } from '../rule-helpers/timestamp.js';
import { RANGE_BOUND } from '../query-shape.js';

export const unrepresentableTimestamp = valueRule({
  id: 'unrepresentable_timestamp',
  appliesTo: (operation) => operation.ranges.size > 0,
  triggers: RANGE_BOUND,
  rejects: (parameter, value) => parameter.range !== undefined && isUnrepresentableTimestamp(value),
});
