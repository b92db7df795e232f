import { isDeepStrictEqual } from 'node:util';
import type { ScenarioCheck } from '../check-helpers/check.js';
import { fillPath } from '../http/exchange.js';
import { detailOf, isList, pathParameters } from '../contract/operations.js';
import { itemId, type Item } from '../run/walk.js';

const SAMPLES = 4;

/** First, last and evenly spread items, so both ends of the list are read back. */
export function sample(items: Item[], count = SAMPLES): Item[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

export const listDetailAgreement: ScenarioCheck = {
  kind: 'scenario',
  name: 'list_detail_agreement',
  severity: 'major',
  summary: "Reading a listed item by id succeeds, and every field of the list entry equals the detail's.",
  appliesTo: (op, ctx) => isList(op) && detailOf(op, ctx.contract.operations) !== undefined,
  async run(t, op, ctx) {
    const detail = detailOf(op, ctx.contract.operations)!;
    const reference = await ctx.walker.reference(op);
    if (reference.problem) return t.fail(reference.problem.message, reference.problem.exchange);
    if (reference.items.length === 0) return t.skip('empty list: nothing to read back');
    const idParameter = pathParameters(detail)[0]!.name;
    for (const item of sample(reference.items)) {
      const exchange = await t.send({
        operationId: detail.operationId,
        method: detail.method,
        path: fillPath(detail.path, { [idParameter]: itemId(item) }),
        credential: 'session',
      });
      const body = exchange.response?.json as Item | undefined;
      if (exchange.response?.status !== 200 || !body) {
        t.fail(
          `listed item ${itemId(item)} reads as ${exchange.response?.status ?? exchange.error}`,
          exchange,
          detail.operationId,
        );
        continue;
      }
      const differing = Object.keys(item).find((key) => !isDeepStrictEqual(item[key], body[key]));
      if (differing)
        t.fail(
          `field '${differing}' of ${itemId(item)} differs: list ${JSON.stringify(item[differing])}, detail ${JSON.stringify(body[differing])}`,
          exchange,
          differing,
        );
      else t.pass();
    }
  },
};
