import type { StatefulStep } from '../check-helpers/journey.js';
import { bodyOf, call, documentedCode } from '../check-helpers/request.js';

export const statefulRouteConflict: StatefulStep = {
  name: 'stateful_route_conflict',
  severity: 'major',
  summary: 'Creating the same route again gets 409 with the existing id in context.routeId.',
  operationId: 'createRoute',
  async run(t, state, ctx) {
    if (state.routes.length === 0) return t.skip('no route was created');
    const code = documentedCode(ctx, 'createRoute', '409');
    for (const { created, request } of state.routes) {
      const again = await call(t, ctx, 'createRoute', { body: request });
      const body = bodyOf(again) as { code?: unknown; context?: { routeId?: unknown } };
      if (
        again.response?.status === 409 &&
        (code === undefined || body.code === code) &&
        body.context?.routeId === created.id
      )
        t.pass();
      else
        t.fail(
          `creating route ${String(created.id)} again got ${again.response?.status ?? again.error} routeId ${JSON.stringify(body.context?.routeId)}`,
          again,
          'context.routeId',
        );
    }
  },
};
