// A query rule from `x-query-rules`: what JSON Schema cannot say about a query string. Each rule names the
// offending parameters; the message they are reported with is the contract's, looked up by rule id.
// A rule reads the operation's lookups, not the router's view that lists the rules themselves.
import type { CompiledOperation } from '@ausd/contract-facts/compiled-operation';
import type { ParameterSpec } from '@ausd/contract-facts/operation';
import type { RawQuery } from './raw-query.js';

export interface QueryRuleContext {
  operation: CompiledOperation;
  parameters: RawQuery;
}

export interface QueryRule {
  /** The key of this rule in `x-query-rules`. */
  id: string;
  /** Whether the rule can name anything on this operation: asked once, when the router is built. */
  appliesTo(operation: CompiledOperation): boolean;
  /**
   * The query shapes (query-shape.ts, or-ed) without which `check` names nothing: a query holding none of them
   * skips the rule.
   */
  triggers: number;
  /** Names of the parameters breaking the rule, each at most once. */
  check(context: QueryRuleContext): string[];
  /**
   * Present on a rule that judges each value alone, whatever else the query holds: whether it names `parameter`
   * for `value` (decoded). The plain road of a query asks this instead of `check` (plain-query.ts).
   */
  rejects?(parameter: ParameterSpec, value: string): boolean;
}

/** A rule that judges each value alone. */
export type ValueRule = QueryRule & Required<Pick<QueryRule, 'rejects'>>;

/** A rule judging each value alone: `check` names every declared parameter sent with a value `rejects`. */
export function valueRule(rule: Omit<ValueRule, 'check'>): ValueRule {
  return {
    ...rule,
    check({ operation, parameters }) {
      const offending: string[] = [];
      for (const { name, values } of parameters.values()) {
        const parameter = operation.query.get(name);
        if (parameter !== undefined && values.some((value) => rule.rejects(parameter, value))) offending.push(name);
      }
      return offending;
    },
  };
}
