import type { ScenarioCheck } from '../check-helpers/check.js';
import { isList } from '../contract/operations.js';
import { arrivedAfter, orderField } from '../contract/ordering.js';
import { itemId, pageOf, type Walk } from '../run/walk.js';

function duplicate(walk: Walk): { id: string; index: number } | undefined {
  const seen = new Set<string>();
  for (const [index, item] of walk.items.entries()) {
    if (seen.has(itemId(item))) return { id: itemId(item), index };
    seen.add(itemId(item));
  }
  return undefined;
}

export const paginationChain: ScenarioCheck = {
  kind: 'scenario',
  name: 'pagination_chain',
  severity: 'major',
  summary: 'Following nextCursor visits every item exactly once and ends with a null cursor.',
  appliesTo: isList,
  async run(t, op, ctx) {
    const reference = await ctx.walker.reference(op);
    const limits = ctx.walker.limits(op);
    // About a dozen pages for the whole list, never more than half the largest page.
    const smallLimit = Math.min(
      Math.floor(limits.max / 2),
      Math.max(limits.min, Math.ceil(reference.items.length / 12)),
    );
    const small = await ctx.walker.walk(op, { limit: smallLimit });
    for (const [label, walk] of [
      ['largest limit', reference],
      ['small limit', small],
    ] as const) {
      if (walk.problem) {
        t.fail(`${label}: ${walk.problem.message}`, walk.problem.exchange, 'nextCursor');
        continue;
      }
      const repeated = duplicate(walk);
      if (repeated)
        t.fail(`${label}: item ${repeated.id} appears twice in the chain`, pageOf(walk, repeated.index), 'nextCursor');
      else if (!walk.complete) t.skip(`${label}: the chain is longer than the page cap`);
      else t.pass();
    }
    if (reference.complete && small.complete && !reference.problem && !small.problem) {
      const ids = new Set(reference.items.map(itemId));
      const settled = small.items.filter((item) => !arrivedAfter(reference.items, orderField(op))(item));
      const missing = settled.length !== reference.items.length || settled.some((item) => !ids.has(itemId(item)));
      if (missing)
        t.fail(
          `walks at different limits cover different items (${settled.length} vs ${reference.items.length})`,
          small.pages.at(-1),
          'nextCursor',
        );
      else t.pass();
    }
  },
};
