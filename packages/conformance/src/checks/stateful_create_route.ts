import { isDeepStrictEqual } from 'node:util';
import type { StatefulStep } from '../check-helpers/journey.js';
import { chainsOf, BANK, WALLET } from '../check-helpers/networks.js';
import { bodyOf, call, examples, successStatus } from '../check-helpers/request.js';

export const statefulCreateRoute: StatefulStep = {
  name: 'stateful_create_route',
  severity: 'major',
  summary:
    "Each route example, pointed at this run's accounts (a wallet on the destination chain, or the bank account), is created and reads back identical; an example to a removed destination chain (x-removed-destination-chains) is left out.",
  operationId: 'createRoute',
  async run(t, state, ctx) {
    const bank = state.accounts.find((a) => a.created.kind === BANK)?.created;
    const walletOn = (chain: unknown) =>
      state.accounts.find((a) => a.created.kind === WALLET && chainsOf(a.created).includes(String(chain)))?.created;
    const expected = successStatus(ctx, 'createRoute');
    for (const example of examples(ctx, 'createRoute')) {
      const to = example.to as Record<string, unknown>;
      // A chain the contract removed as a destination takes no new route: stateful_route_rejections expects it refused.
      if (to.chain !== undefined && ctx.contract.removedDestinationChains.includes(String(to.chain))) {
        t.skip(
          `${String(to.chain)} is a removed destination chain (x-removed-destination-chains): no route is created there`,
        );
        continue;
      }
      // An on-chain destination goes to a new wallet registered on that chain, a fiat one to the new bank account.
      const destination = to.chain === undefined ? bank : walletOn(to.chain);
      if (!destination) {
        t.skip(`no account registered by the journey can receive on ${String(to.chain ?? to.currency)}`);
        continue;
      }
      const request = {
        ...example,
        to: { ...to, accountId: destination.id },
        name: `${ctx.runPrefix} route ${state.routes.length + 1}`,
      };
      const created = await call(t, ctx, 'createRoute', { body: request });
      const route = bodyOf(created);
      if (created.response?.status !== expected || typeof route.id !== 'string') {
        t.fail(
          `creating a route to ${String(destination.id)} got ${created.response?.status ?? created.error}, expected ${expected}`,
          created,
          'createRoute',
        );
        continue;
      }
      ctx.created.push({ kind: 'route', id: route.id, name: request.name });
      state.routes.push({ request, created: route });
      const read = await call(t, ctx, 'getRoute', { path: { routeId: route.id } });
      if (read.response?.status === 200 && isDeepStrictEqual(bodyOf(read), route)) t.pass();
      else
        t.fail(
          `route ${route.id} reads back as ${read.response?.status ?? read.error} with a different body`,
          read,
          'getRoute',
        );
    }
  },
};
