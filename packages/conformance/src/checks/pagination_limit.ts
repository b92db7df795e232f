import type { ScenarioCheck } from '../check-helpers/check.js';
import { isList } from '../contract/operations.js';

export const paginationLimit: ScenarioCheck = {
  kind: 'scenario',
  name: 'pagination_limit',
  severity: 'major',
  summary:
    'A page never holds more items than `limit`, holds some when the list is not empty, and without `limit` holds exactly the documented default when the list is longer.',
  appliesTo: isList,
  async run(t, op, ctx) {
    const limits = ctx.walker.limits(op);
    const reference = await ctx.walker.reference(op);
    if (reference.problem) return t.fail(reference.problem.message, reference.problem.exchange);
    const total = reference.items.length;
    for (const limit of [limits.min, limits.min + 1, undefined, limits.max]) {
      const walk = await ctx.walker.walk(op, { limit, maxPages: 1 });
      const page = walk.pages[0];
      if (walk.problem || !page) return t.fail(walk.problem?.message ?? 'no page', walk.problem?.exchange);
      const size = walk.items.length;
      const cap = limit ?? limits.default ?? limits.max;
      const label = limit === undefined ? `default limit ${cap}` : `limit ${limit}`;
      if (size > cap) t.fail(`${label}: page has ${size} items`, page, 'limit');
      else if (size < Math.min(cap, total) && walk.complete)
        t.fail(`${label}: page has ${size} of ${total} items and no next cursor`, page, 'nextCursor');
      else if (total > 0 && size === 0) t.fail(`${label}: empty first page of a non-empty list`, page, 'limit');
      // A framework's own default page size (20, 25, 100) is the plausible mistake: the documented default is exact.
      else if (limit === undefined && limits.default !== undefined && size !== Math.min(limits.default, total)) {
        t.fail(
          `${label}: the first page holds ${size} of ${total} items, not the documented default`,
          page,
          'limit/default',
        );
      } else t.pass();
    }
  },
};
