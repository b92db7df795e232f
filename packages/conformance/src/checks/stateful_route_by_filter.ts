import { itemId } from '../run/walk.js';
import type { StatefulStep } from '../check-helpers/journey.js';

export const statefulRouteByFilter: StatefulStep = {
  name: 'stateful_route_by_filter',
  severity: 'major',
  summary: 'Each new route is found by listing routes filtered on its destination account.',
  operationId: 'listRoutes',
  async run(t, state, ctx) {
    if (state.routes.length === 0) return t.skip('no route was created');
    const list = ctx.operation('listRoutes');
    if (!list) return t.skip('the contract has no listRoutes');
    for (const { created, request } of state.routes) {
      const accountId = String((request.to as Record<string, unknown>).accountId);
      const walk = await ctx.walker.reference(list, [['toAccountId', accountId]]);
      if (walk.problem) t.fail(walk.problem.message, walk.problem.exchange, 'toAccountId');
      else if (walk.items.some((item) => itemId(item) === created.id)) t.pass();
      else
        t.fail(
          `route ${String(created.id)} is missing from toAccountId=${accountId} (${walk.items.length} listed)`,
          walk.pages[0],
          'toAccountId',
        );
    }
  },
};
