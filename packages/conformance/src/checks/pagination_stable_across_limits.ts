import type { ScenarioCheck } from '../check-helpers/check.js';
import { isList } from '../contract/operations.js';
import { arrivedAfter, orderField } from '../contract/ordering.js';
import { itemId, pageOf } from '../run/walk.js';

const PREFIX_PAGES = 6;

export const paginationStableAcrossLimits: ScenarioCheck = {
  kind: 'scenario',
  name: 'pagination_stable_across_limits',
  severity: 'major',
  summary:
    'Walking with different limits yields the same sequence (compared on the default limit and on an odd small limit).',
  appliesTo: isList,
  async run(t, op, ctx) {
    const reference = await ctx.walker.reference(op);
    if (reference.problem) return t.fail(reference.problem.message, reference.problem.exchange);
    const limits = ctx.walker.limits(op);
    const variants = [
      { label: 'default limit', walk: await ctx.walker.walk(op, {}) },
      {
        label: `limit ${limits.min + 6}`,
        walk: await ctx.walker.walk(op, { limit: limits.min + 6, maxPages: PREFIX_PAGES }),
      },
      { label: `limit ${limits.min}`, walk: await ctx.walker.walk(op, { limit: limits.min, maxPages: PREFIX_PAGES }) },
    ];
    const expected = reference.items.map(itemId);
    const arrived = arrivedAfter(reference.items, orderField(op));
    for (const { label, walk } of variants) {
      if (walk.problem) {
        t.fail(`${label}: ${walk.problem.message}`, walk.problem.exchange);
        continue;
      }
      const actual = walk.items.filter((item) => !arrived(item)).map(itemId);
      const at = actual.findIndex((id, i) => id !== expected[i]);
      if (at >= 0)
        t.fail(
          `${label}: item ${at} is ${actual[at]}, the largest-limit walk has ${expected[at] ?? 'nothing'} there`,
          pageOf(walk, at + walk.items.length - actual.length),
          'order',
        );
      else if (walk.complete && actual.length !== expected.length)
        t.fail(`${label}: ${actual.length} items, the largest-limit walk has ${expected.length}`, walk.pages.at(-1));
      else t.pass();
    }
  },
};
