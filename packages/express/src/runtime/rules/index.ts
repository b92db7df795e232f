// Every query rule, in the order their issues are listed.
import { conflictingBounds } from './conflicting_bounds.js';
import { emptyValue } from './empty_value.js';
import { encodedComma } from './encoded_comma.js';
import { repeatedParameter } from './repeated_parameter.js';
import type { QueryRule } from '../query-rule.js';
import { unknownParameter } from './unknown_parameter.js';
import { unknownRangeOperator } from './unknown_range_operator.js';
import { unrepresentableTimestamp } from './unrepresentable_timestamp.js';
import { unsatisfiableRange } from './unsatisfiable_range.js';
import { zonelessTimestamp } from './zoneless_timestamp.js';

export type { QueryRule, QueryRuleContext } from '../query-rule.js';

export const queryRuleChecks: readonly QueryRule[] = [
  unknownParameter,
  unknownRangeOperator,
  repeatedParameter,
  emptyValue,
  encodedComma,
  zonelessTimestamp,
  unrepresentableTimestamp,
  conflictingBounds,
  unsatisfiableRange,
];
