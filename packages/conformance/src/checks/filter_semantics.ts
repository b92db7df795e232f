import type { OperationSpec, ParameterSpec } from '@ausd/contract-facts/operation';
import type { CheckRun, RunContext, ScenarioCheck } from '../check-helpers/check.js';
import { acceptedValues, rangeFields, valueFilters } from '../cases/query.js';
import { freshUuid, withOffset } from '../cases/values.js';
import { hasSelector, matches, selected } from '../contract/filters.js';
import { arrivedAfter, orderField } from '../contract/ordering.js';
import type { QueryPairs } from '../http/exchange.js';
import { isList, queryParameters } from '../contract/operations.js';
import { itemId, pageOf, type Item } from '../run/walk.js';

const OPEN_LIST_VALUES = 6;

interface FilterCase {
  label: string;
  query: QueryPairs;
}

/** Pairs for one filter: each listed value; for free-form ids, one id seen in the data and one unknown. */
function valueCases(op: OperationSpec, items: Item[]): FilterCase[] {
  const cases: FilterCase[] = [];
  for (const parameter of valueFilters(op).filter(hasSelector)) {
    const values = acceptedValues(parameter)!;
    for (const value of values) cases.push({ label: `${parameter.name}=${value}`, query: [[parameter.name, value]] });
    if (parameter.kind === 'list' && values.length > 1) {
      const pair = values.slice(-2).join(',');
      cases.push({ label: `${parameter.name}=${pair}`, query: [[parameter.name, pair]] });
    }
  }
  // Lists with no closed set in the contract (route destination chains): the values the data holds.
  for (const parameter of queryParameters(op).filter(
    (p) => !acceptedValues(p) && p.kind === 'list' && hasSelector(p),
  )) {
    const seen = [...new Set(items.flatMap((item) => selected(item, parameter)))].sort().slice(0, OPEN_LIST_VALUES);
    for (const value of seen) cases.push({ label: `${parameter.name}=${value}`, query: [[parameter.name, value]] });
    if (seen.length > 1)
      cases.push({
        label: `${parameter.name}=${seen.slice(0, 2).join(',')}`,
        query: [[parameter.name, seen.slice(0, 2).join(',')]],
      });
  }
  const idFilters = queryParameters(op).filter(
    (p) => !acceptedValues(p) && !p.range && p.kind === 'string' && hasSelector(p),
  );
  for (const parameter of idFilters) {
    const seen = items.flatMap((item) => selected(item, parameter))[0];
    if (seen !== undefined)
      cases.push({ label: `${parameter.name}=<an id in the list>`, query: [[parameter.name, seen]] });
    cases.push({ label: `${parameter.name}=<unknown id>`, query: [[parameter.name, freshUuid()]] });
  }
  return cases;
}

/** Range cases pivot on real item timestamps so each bound splits the list, in both zone styles. */
function rangeCases(op: OperationSpec, items: Item[]): FilterCase[] {
  const cases: FilterCase[] = [];
  for (const range of rangeFields(op)) {
    const times = items.map((item) => String(item[range.field])).filter((t) => !Number.isNaN(Date.parse(t)));
    const pivot = times[Math.floor(times.length / 2)];
    const later = times[Math.floor(times.length / 4)];
    if (pivot === undefined || later === undefined) continue;
    for (const bound of [...range.lower, ...range.upper]) {
      cases.push({ label: `${bound.name}=<median ${range.field}>`, query: [[bound.name, pivot]] });
    }
    const lower = range.lower.find((p) => p.range?.inclusive) ?? range.lower[0];
    const upper = range.upper.find((p) => !p.range?.inclusive) ?? range.upper[0];
    if (lower)
      cases.push({ label: `${lower.name}=<median, offset zone>`, query: [[lower.name, withOffset(new Date(pivot))]] });
    if (lower && upper)
      cases.push({
        label: `${lower.name}..${upper.name} window`,
        query: [
          [lower.name, pivot],
          [upper.name, withOffset(new Date(later))],
        ],
      });
  }
  return cases;
}

/** Filters combine with AND: each value of the first filter with a matching value of the second, and with a range. */
function combinedCases(op: OperationSpec, items: Item[]): FilterCase[] {
  const [first, second] = valueFilters(op).filter(hasSelector);
  const range = rangeFields(op)[0]?.lower[0];
  if (!first || items.length === 0) return [];
  const cases: FilterCase[] = [];
  const matching = (parameter: ParameterSpec) =>
    acceptedValues(parameter)!.find((v) => items.some((item) => matches(item, parameter, v)));
  const other = second && matching(second);
  if (second && other !== undefined) {
    for (const value of acceptedValues(first)!)
      cases.push({
        label: `${first.name}=${value} AND ${second.name}=${other}`,
        query: [
          [first.name, value],
          [second.name, other],
        ],
      });
  }
  const value = matching(first);
  if (range && value !== undefined) {
    const pivot = String(items[Math.floor(items.length / 2)]![range.range!.field]);
    cases.push({
      label: `${first.name}=${value} AND ${range.name}`,
      query: [
        [first.name, value],
        [range.name, pivot],
      ],
    });
  }
  return cases;
}

/** Against a list longer than the page cap only the first property holds: every returned item satisfies the filter. */
const PARTIAL_PAGES = 2;

async function compare(
  t: CheckRun,
  op: OperationSpec,
  ctx: RunContext,
  reference: Item[],
  testCase: FilterCase,
  complete: boolean,
): Promise<void> {
  const walk = complete
    ? await ctx.walker.reference(op, testCase.query)
    : await ctx.walker.walk(op, { query: testCase.query, limit: ctx.walker.limits(op).max, maxPages: PARTIAL_PAGES });
  if (walk.problem) return t.fail(`${testCase.label}: ${walk.problem.message}`, walk.problem.exchange, testCase.label);
  const parameters = testCase.query.map(
    ([name, value]) => [op.parameters.find((p) => p.name === name) as ParameterSpec, value] as const,
  );
  const satisfies = (item: Item) => parameters.every(([parameter, value]) => matches(item, parameter, value));
  const strayAt = walk.items.findIndex((item) => !satisfies(item));
  const stray = walk.items[strayAt];
  if (stray) {
    const valueOf = ([p]: readonly [ParameterSpec, string]) =>
      p.range ? String(stray[p.range.field]) : selected(stray, p).join('|') || 'absent';
    const shown = parameters.map((pair) => `${pair[0].range?.field ?? pair[0].name}=${valueOf(pair)}`).join(', ');
    return t.fail(
      `${testCase.label}: returned item ${itemId(stray)} does not satisfy the filter (${shown})`,
      pageOf(walk, strayAt),
      testCase.label,
    );
  }
  if (!complete) return t.pass();
  const expected = reference.filter(satisfies).map(itemId);
  const arrived = arrivedAfter(reference, orderField(op));
  const actual = walk.items.filter((item) => !arrived(item)).map(itemId);
  const got = new Set(actual);
  const missing = expected.find((id) => !got.has(id));
  const known = new Set(reference.map(itemId));
  const unknown = actual.find((id) => !known.has(id));
  if (unknown !== undefined) {
    t.fail(`${testCase.label}: returned item ${unknown} is not in the unfiltered list`, walk.pages[0], testCase.label);
  } else if (missing !== undefined) {
    t.fail(
      `${testCase.label}: item ${missing} satisfies the filter but is missing (${actual.length} returned, ${expected.length} expected)`,
      walk.pages[0],
      testCase.label,
    );
  } else if (actual.join() !== expected.join()) {
    const at = actual.findIndex((id, i) => id !== expected[i]);
    t.fail(
      `${testCase.label}: item ${at} is ${actual[at]}, the unfiltered walk filtered locally has ${expected[at]} there`,
      pageOf(walk, at + walk.items.length - actual.length),
      testCase.label,
    );
  } else t.pass();
}

export const filterSemantics: ScenarioCheck = {
  kind: 'scenario',
  name: 'filter_semantics',
  severity: 'major',
  summary:
    'Every filter (each value, ranges in both zone styles, combinations) returns exactly the unfiltered walk filtered locally, in the same order.',
  appliesTo: (op) => isList(op) && queryParameters(op).some(hasSelector),
  async run(t, op, ctx) {
    const reference = await ctx.walker.reference(op);
    if (reference.problem) return t.fail(reference.problem.message, reference.problem.exchange);
    if (reference.items.length === 0) t.skip('empty list: filters can only be shown to return nothing');
    const cases = [
      ...valueCases(op, reference.items),
      ...rangeCases(op, reference.items),
      ...combinedCases(op, reference.items),
    ];
    for (const testCase of cases) await compare(t, op, ctx, reference.items, testCase, reference.complete);
  },
};
