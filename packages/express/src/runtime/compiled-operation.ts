// The router's view of one operation: the contract's per-operation lookups (@ausd/contract-facts) plus the query
// rules that can name something there, both derived once when the router is built.
import {
  boundKey,
  compileOperation as compileLookups,
  type CompiledOperation as OperationLookups,
} from '@ausd/contract-facts/compiled-operation';
import type { BodyVariants, OperationValidators } from '@ausd/contract-facts/contract';
import type { OperationSpec, ParameterSpec } from '@ausd/contract-facts/operation';
import type { QueryRule, ValueRule } from './query-rule.js';
import { PLAIN_ROAD_SHAPES, RANGE_BOUND, RANGE_BOUNDS } from './query-shape.js';
import { bodyKinds, type BodyKind } from './body-kind.js';
import { queryRuleChecks } from './rules/index.js';

export { boundKey, type RangeField } from '@ausd/contract-facts/compiled-operation';

/** A value the plain road accepted for a parameter: as sent, decoded, and as the schema saw it. */
export interface AcceptedValue {
  encoded: string;
  text: string;
  /** Shared by every request that sends the same text: read, never changed. */
  value: unknown;
}

/** What a query's plain road asks (plain-query.ts), derived once, and the values it accepted last. */
export interface PlainRoad {
  /** The declared query parameters. */
  parameters: readonly ParameterSpec[];
  /** Per parameter, in the same order: its schema alone, stopping at the first error. */
  checks: readonly ((value: unknown) => boolean)[];
  /** The parameters a query must hold that no default fills. */
  required: readonly ParameterSpec[];
  /**
   * Per parameter, in the same order: the last value it accepted. Most texts never seen differ from the last in
   * one value (a time bound, a cursor): the others cost a comparison. One value per parameter, so bounded.
   */
  lastAccepted: (AcceptedValue | undefined)[];
  /** The rules that judge each value alone. */
  valueRules: readonly ValueRule[];
  /** The rules a plain text's range bounds can trigger that read the whole query, run as the full check runs them. */
  boundRules: readonly QueryRule[];
}

export interface CompiledOperation extends OperationLookups {
  /** The query rules that can name something here, in listing order: a query runs these only. */
  rules: readonly QueryRule[];
  /** Each range bound's key in its field's group in the handler's values (`boundKey`), made once. */
  boundKeys: ReadonlyMap<ParameterSpec, string>;
  /** What a query's plain road asks (plain-query.ts); undefined when no text may take it. */
  plain: PlainRoad | undefined;
  /** How the body of each documented status is written (response-writer.ts). */
  bodyKinds: ReadonlyMap<number, BodyKind>;
}

export function compileOperation(
  spec: OperationSpec,
  validators: OperationValidators | undefined,
  bodyVariants?: BodyVariants,
): CompiledOperation {
  const lookups = compileLookups(spec, validators, bodyVariants);
  const rules = queryRuleChecks.filter((rule) => rule.appliesTo(lookups));
  // No text takes the plain road when a declared name holds `%` or `+`, which the road reads undecoded, or when a
  // rule is triggered by a shape the road does not know: it knows the range bounds, and refuses the rest. It checks
  // each value with its parameter's schema alone, so it needs those, and defaults they accept.
  const declared = [...lookups.query.values()];
  const alone = validators?.passes?.queryParameters;
  const checks = declared.flatMap((parameter) => {
    const check = alone?.[parameter.name];
    return check !== undefined && (parameter.default === undefined || check(parameter.default)) ? [check] : [];
  });
  const checked = checks.length === declared.length;
  const undecoded = declared.every(({ name }) => !name.includes('%') && !name.includes('+'));
  const known = rules.every((rule) => (rule.triggers & ~PLAIN_ROAD_SHAPES) === 0);
  const valueRules = rules.filter((rule): rule is ValueRule => rule.rejects !== undefined);
  const boundRules = rules.filter(
    (rule) => rule.rejects === undefined && (rule.triggers & (RANGE_BOUND | RANGE_BOUNDS)) !== 0,
  );
  const boundKeys = new Map(
    declared.flatMap((parameter) => (parameter.range ? [[parameter, boundKey(parameter)]] : [])),
  );
  return {
    ...lookups,
    rules,
    boundKeys,
    plain:
      undecoded && known && checked
        ? {
            parameters: declared,
            checks,
            required: declared.filter((parameter) => parameter.required && parameter.default === undefined),
            lastAccepted: declared.map(() => undefined),
            valueRules,
            boundRules,
          }
        : undefined,
    bodyKinds: bodyKinds(spec.responses),
  };
}
