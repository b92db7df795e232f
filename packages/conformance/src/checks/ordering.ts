import type { ScenarioCheck } from '../check-helpers/check.js';
import { isList } from '../contract/operations.js';
import { firstOutOfOrder, orderingOf } from '../contract/ordering.js';
import { pageOf } from '../run/walk.js';

export const ordering: ScenarioCheck = {
  kind: 'scenario',
  name: 'ordering',
  severity: 'major',
  summary: 'Lists follow their declared x-ordering (newest first, ties by id) across the whole cursor chain.',
  appliesTo: isList,
  async run(t, op, ctx) {
    const declared = orderingOf(op);
    for (const walk of [await ctx.walker.reference(op), await ctx.walker.walk(op, {})]) {
      if (walk.problem) return t.fail(walk.problem.message, walk.problem.exchange);
      if (walk.items.length < 2) return t.skip('fewer than two items to order');
      const wrong = firstOutOfOrder(walk.items, declared);
      if (wrong) {
        t.fail(`item ${wrong.index}: ${wrong.reason}`, pageOf(walk, wrong.index), declared.field);
      } else t.pass();
    }
  },
};
