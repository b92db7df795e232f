// A query rule from `x-query-rules`: what JSON Schema cannot say about a query string. Each rule names the
// offending parameters; the message they are reported with is the contract's, looked up by rule id.
// A rule reads the operation's lookups, not the router's view that lists the rules themselves.
import type { CompiledOperation } from '@ausd/contract-facts/compiled-operation';
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
}
