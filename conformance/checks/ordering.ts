import type { ScenarioCheck } from '../check.js';
import { isList } from '../operations.js';
import { firstOutOfOrder, orderField } from '../ordering.js';
import { pageOf } from '../walk.js';

export const ordering: ScenarioCheck = {
  kind: 'scenario',
  name: 'ordering',
  summary: 'Lists are newest first by their time field, ties broken by id, across the whole cursor chain.',
  appliesTo: isList,
  async run(t, op, ctx) {
    const field = orderField(op);
    for (const walk of [await ctx.walker.reference(op), await ctx.walker.walk(op, {})]) {
      if (walk.problem) return t.fail(walk.problem.message, walk.problem.exchange);
      if (walk.items.length < 2) return t.skip('fewer than two items to order');
      const wrong = firstOutOfOrder(walk.items, field);
      if (wrong) {
        t.fail(`item ${wrong.index}: ${wrong.reason}`, pageOf(walk, wrong.index), field);
      } else t.pass();
    }
  },
};
