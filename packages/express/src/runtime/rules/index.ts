// Every query rule, in the order their issues are listed.
import { conflictingBounds } from './conflicting-bounds.js';
import { emptyValue } from './empty-value.js';
import { encodedComma } from './encoded-comma.js';
import { repeatedParameter } from './repeated-parameter.js';
import type { QueryRule } from './rule.js';
import { unknownParameter } from './unknown-parameter.js';
import { unknownRangeOperator } from './unknown-range-operator.js';
import { unsatisfiableRange } from './unsatisfiable-range.js';
import { zonelessTimestamp } from './zoneless-timestamp.js';

export type { QueryRule, QueryRuleContext } from './rule.js';

export const queryRuleChecks: readonly QueryRule[] = [
  unknownParameter,
  unknownRangeOperator,
  repeatedParameter,
  emptyValue,
  encodedComma,
  zonelessTimestamp,
  conflictingBounds,
  unsatisfiableRange,
];
