// Query cases generated from the operation table, the parameter schemas and the `x-query-rules` catalogue:
// positive cases a conforming server must accept and negative cases it must reject naming the parameter.
import { compileOperation, type RangeField } from '@ausd/contract-facts/compiled-operation';
import type { OperationSpec, ParameterSpec } from '@ausd/contract-facts/operation';
import { parameterSchema, type Contract } from '../contract/contract.js';
import type { QueryPairs } from '../http/exchange.js';
import { queryParameters } from '../contract/operations.js';
import {
  freshUuid,
  LEAP_SECOND,
  MALFORMED_ID,
  OUT_OF_SET,
  UNKNOWN_PARAMETER,
  withOffset,
  zoneless,
  zulu,
} from './values.js';

export interface QueryCase {
  name: string;
  query: QueryPairs;
  /** For negative cases: the parameter the rejection must name in `context.issues`. */
  field?: string;
  /** For negative cases: the `x-query-rules` id or schema keyword behind the case. */
  rule?: string;
  /** Send the commas inside values as `%2C` (the encoded-comma case of a list). */
  encodeCommas?: boolean;
}

/** The range filters of `op`: its `x-range` bounds grouped by field, as the router groups them. */
export function rangeFields(op: OperationSpec): RangeField[] {
  return [...compileOperation(op, undefined).ranges.values()];
}

const isPaging = (op: OperationSpec, p: ParameterSpec) =>
  p.name === op.pagination?.cursorParam || p.name === op.pagination?.limitParam;

/** The closed set a parameter accepts: its enum, or both booleans. */
export const acceptedValues = (p: ParameterSpec): readonly string[] | undefined =>
  p.values?.length ? p.values : p.kind === 'boolean' ? ['true', 'false'] : undefined;

/** Parameters that narrow the result by a closed set of values. */
export const valueFilters = (op: OperationSpec) =>
  queryParameters(op).filter((p) => acceptedValues(p) && !isPaging(op, p));

/** Free-form filters (ids): neither a value set, a range bound nor paging. */
const freeFilters = (op: OperationSpec) =>
  queryParameters(op).filter((p) => !p.values?.length && !p.range && !isPaging(op, p) && p.kind === 'string');

const anchor = () => new Date(Date.now() - 30 * 86_400_000);

export function positiveQueryCases(
  contract: Contract,
  op: OperationSpec,
  limits: { min: number; max: number },
): QueryCase[] {
  const cases: QueryCase[] = [{ name: 'no parameters', query: [] }];
  if (op.pagination) {
    cases.push({
      name: `${op.pagination.limitParam}=${limits.min}`,
      query: [[op.pagination.limitParam, String(limits.min)]],
    });
    cases.push({
      name: `${op.pagination.limitParam}=${limits.max}`,
      query: [[op.pagination.limitParam, String(limits.max)]],
    });
  }
  for (const parameter of valueFilters(op)) {
    const values = acceptedValues(parameter)!;
    for (const value of values) cases.push({ name: `${parameter.name}=${value}`, query: [[parameter.name, value]] });
    if (parameter.kind === 'list' && values.length > 1) {
      const pair = values.slice(0, 2).join(',');
      cases.push({ name: `${parameter.name}=${pair}`, query: [[parameter.name, pair]] });
    }
  }
  for (const parameter of freeFilters(op)) {
    const schema = parameterSchema(contract, op, parameter);
    if (schema.format === 'uuid')
      cases.push({ name: `${parameter.name}=<unknown uuid>`, query: [[parameter.name, freshUuid()]] });
  }
  const when = anchor();
  for (const range of rangeFields(op)) {
    for (const bound of [...range.lower, ...range.upper]) {
      cases.push({ name: `${bound.name} with Z`, query: [[bound.name, zulu(when)]] });
      cases.push({ name: `${bound.name} with offset`, query: [[bound.name, withOffset(when)]] });
    }
    if (range.lower[0] && range.upper[0]) {
      const later = new Date(when.getTime() + 86_400_000);
      cases.push({
        name: `${range.field} bounded both sides`,
        query: [
          [range.lower[0].name, zulu(when)],
          [range.upper[0].name, withOffset(later)],
        ],
      });
    }
  }
  return cases;
}

/** One accepted value for a parameter, used where a negative case needs a well-formed companion. */
function acceptedValue(parameter: ParameterSpec): string {
  const values = acceptedValues(parameter);
  if (values) return values[0]!;
  if (parameter.range) return zulu(anchor());
  if (parameter.kind === 'integer') return '10';
  return freshUuid();
}

type RuleGenerator = (op: OperationSpec, rule: string) => QueryCase[];

/** One generator per `x-query-rules` id; a rule without a generator is reported, not silently ignored. */
export const ruleGenerators: Record<string, RuleGenerator> = {
  repeated_parameter: (op, rule) =>
    [
      queryParameters(op).find((p) => p.name === op.pagination?.limitParam),
      valueFilters(op)[0],
      op.parameters.find((p) => p.range),
    ]
      .filter((p): p is ParameterSpec => p !== undefined)
      .map((p) => ({
        name: `${p.name} repeated`,
        query: [
          [p.name, acceptedValue(p)],
          [p.name, acceptedValue(p)],
        ],
        field: p.name,
        rule,
      })),
  unknown_parameter: (_op, rule) => [
    { name: `unknown ${UNKNOWN_PARAMETER}`, query: [[UNKNOWN_PARAMETER, '1']], field: UNKNOWN_PARAMETER, rule },
  ],
  unknown_range_operator: (op, rule) =>
    rangeFields(op).map((r) => ({
      name: `${r.field}.eq`,
      query: [[`${r.field}.eq`, zulu(anchor())]],
      field: `${r.field}.eq`,
      rule,
    })),
  empty_value: (op, rule) =>
    queryParameters(op).map((p) => ({ name: `${p.name} empty`, query: [[p.name, '']], field: p.name, rule })),
  conflicting_bounds: (op, rule) =>
    rangeFields(op).flatMap((r) =>
      [r.lower, r.upper]
        .filter((side) => side.length >= 2)
        .map((side) => ({
          name: `${side[0]!.name} with ${side[1]!.name}`,
          query: side.slice(0, 2).map((p) => [p.name, zulu(anchor())] as const),
          field: r.field,
          rule,
        })),
    ),
  unsatisfiable_range: (op, rule) =>
    rangeFields(op)
      .filter((r) => r.lower[0] && r.upper[0])
      .map((r) => {
        const early = anchor();
        const late = new Date(early.getTime() + 86_400_000);
        return {
          name: `${r.field} lower above upper`,
          query: [
            [r.lower[0]!.name, zulu(late)],
            [r.upper[0]!.name, zulu(early)],
          ],
          field: r.field,
          rule,
        };
      }),
  encoded_comma: (op, rule) =>
    queryParameters(op)
      .filter((p) => p.kind === 'list')
      .map((p) => {
        const [first, second] = listPool(p, 2);
        return {
          name: `${p.name} ${first}%2C${second}`,
          query: [[p.name, `${first},${second}`]],
          field: p.name,
          rule,
          encodeCommas: true,
        };
      }),
  unrepresentable_timestamp: (op, rule) =>
    op.parameters
      .filter((p) => p.range)
      .map((p) => ({ name: `${p.name} leap second`, query: [[p.name, LEAP_SECOND]], field: p.name, rule })),
  zoneless_timestamp: (op, rule) =>
    op.parameters
      .filter((p) => p.range)
      .map((p) => ({ name: `${p.name} zoneless`, query: [[p.name, zoneless(anchor())]], field: p.name, rule })),
};

/** Distinct items a list parameter may hold: its value set, else made-up words the item schema may accept. */
const listPool = (parameter: ParameterSpec, size: number): string[] =>
  parameter.values?.length ? [...parameter.values] : Array.from({ length: size }, (_, i) => `probe${i + 1}`);

/**
 * A comma list past the bounds its schema declares: `maxItems + 1` distinct valid items and one item twice under
 * `uniqueItems` (two items joined by an encoded comma are the `encoded_comma` rule's case). The compiled query
 * validator confirms each case invalid and its neighbour valid (the bound itself, the item once), so a case breaks
 * that bound alone; a bound no valid list can pass (`maxItems` equal to the size of the value set) gets no case.
 */
function listBoundCases(contract: Contract, op: OperationSpec, parameter: ParameterSpec): QueryCase[] {
  const validate = contract.validators[op.operationId]?.query;
  if (!validate) return [];
  const schema = parameterSchema(contract, op, parameter);
  const valid = (items: string[]) => validate({ [parameter.name]: items });
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const pool = listPool(parameter, (maxItems ?? 1) + 1);
  const cases: QueryCase[] = [];
  const add = (name: string, items: string[], rule: string, neighbour: string[][]) => {
    if (neighbour.every(valid) && !valid(items))
      cases.push({
        name: `${parameter.name} ${name}`,
        query: [[parameter.name, items.join(',')]],
        field: parameter.name,
        rule,
      });
  };
  if (maxItems !== undefined && pool.length > maxItems)
    add(`with ${maxItems + 1} items`, pool.slice(0, maxItems + 1), 'maxItems', [pool.slice(0, maxItems)]);
  if (schema.uniqueItems === true && pool[0] !== undefined)
    add(`with ${pool[0]} twice`, [pool[0], pool[0]], 'uniqueItems', [[pool[0]]]);
  return cases;
}

/** Cases the parameter schemas (rather than the rule catalogue) make invalid. */
function schemaNegativeCases(contract: Contract, op: OperationSpec, limits: { min: number; max: number }): QueryCase[] {
  const cases: QueryCase[] = [];
  for (const parameter of queryParameters(op)) {
    const schema = parameterSchema(contract, op, parameter);
    const add = (label: string, value: string, rule: string) =>
      cases.push({ name: `${parameter.name}=${label}`, query: [[parameter.name, value]], field: parameter.name, rule });
    if (parameter.kind === 'list') cases.push(...listBoundCases(contract, op, parameter));
    if (parameter.values?.length) {
      add(OUT_OF_SET, OUT_OF_SET, 'enum');
      if (parameter.kind === 'list')
        add(`${parameter.values[0]},${OUT_OF_SET}`, `${parameter.values[0]},${OUT_OF_SET}`, 'enum');
    } else if (parameter.kind === 'boolean') {
      add('maybe', 'maybe', 'type');
    } else if (parameter.kind === 'integer') {
      if (parameter.name === op.pagination?.limitParam) {
        add(String(limits.min - 1), String(limits.min - 1), 'minimum');
        add(String(limits.max + 1), String(limits.max + 1), 'maximum');
      }
      add('abc', 'abc', 'type');
      add('1.5', '1.5', 'type');
    } else if (parameter.range) {
      add('yesterday', 'yesterday', 'format');
    } else if (schema.format === 'uuid' || typeof schema.pattern === 'string') {
      add(MALFORMED_ID, MALFORMED_ID, schema.format === 'uuid' ? 'format' : 'pattern');
    }
  }
  return cases;
}

export function negativeQueryCases(
  contract: Contract,
  op: OperationSpec,
  limits: { min: number; max: number },
): { cases: QueryCase[]; ungenerated: string[] } {
  const cases = schemaNegativeCases(contract, op, limits);
  const ungenerated: string[] = [];
  if (op.strictQuery) {
    for (const rule of Object.keys(contract.queryRules)) {
      const generate = ruleGenerators[rule];
      if (generate) cases.push(...generate(op, rule));
      else ungenerated.push(rule);
    }
  }
  return { cases, ungenerated };
}
