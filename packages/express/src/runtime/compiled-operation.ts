// The router's view of one operation: the contract's per-operation lookups (@ausd/contract-facts) plus the query
// rules that can name something there, both derived once when the router is built.
import {
  compileOperation as compileLookups,
  type CompiledOperation as OperationLookups,
} from '@ausd/contract-facts/compiled-operation';
import type { BodyVariants, OperationValidators } from '@ausd/contract-facts/contract';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { QueryRule } from './query-rule.js';
import { queryRuleChecks } from './rules/index.js';

export { boundKey, type RangeField } from '@ausd/contract-facts/compiled-operation';

export interface CompiledOperation extends OperationLookups {
  /** The query rules that can name something here, in listing order: a query runs these only. */
  rules: readonly QueryRule[];
}

export function compileOperation(
  spec: OperationSpec,
  validators: OperationValidators | undefined,
  bodyVariants?: BodyVariants,
): CompiledOperation {
  const operation: CompiledOperation = { ...compileLookups(spec, validators, bodyVariants), rules: [] };
  operation.rules = queryRuleChecks.filter((rule) => rule.appliesTo(operation));
  return operation;
}
