// The route errors of the description, provoked: each body is a route the journey created with one thing changed,
// so its account, chain and the rest are known good and only that change can be refused. The contract's
// `x-route-rules` gives the topologies and the code of each way out of them; the supported currencies of each side
// are the enums of the created route's schema, the removed destination chains `x-removed-destination-chains`.
// A currency outside a side's set (another side's currency, or a code no currency has) → the currency code; a
// supported source that forms no topology with the destination → the direction code; a removed destination chain,
// sent with a wallet registered on that chain → the chain code. Anything else, a 201 above all, fails.
import type { RunContext } from '../check-helpers/check.js';
import { routeRules } from '@ausd/contract-facts/operations';
import { deref, responseBodySchema, type JsonSchema } from '../contract/contract.js';
import { isEvmWallet, type StatefulStep } from '../check-helpers/journey.js';
import { bodyOf, call, examples, successStatus } from '../check-helpers/request.js';
import { uniqueRegistration } from '../check-helpers/unique.js';

/** ISO 4217 reserves XTS for testing: a code no currency will ever have. */
const NO_CURRENCY = 'xts';

type Body = Record<string, unknown> & { from: Record<string, unknown>; to: Record<string, unknown> };

/** The enum of `side.currency` in the created route's schema, and the removed chains of its instructions. */
function routeFacts(ctx: RunContext) {
  const route = responseBodySchema(
    ctx.contract,
    ctx.operation('createRoute')!,
    String(successStatus(ctx, 'createRoute')),
  );
  const properties = (route?.properties ?? {}) as JsonSchema;
  const currencies = (side: 'from' | 'to') => {
    const object = deref(ctx.contract, properties[side]);
    const currency = deref(ctx.contract, (object.properties as JsonSchema | undefined)?.currency);
    return Array.isArray(currency.enum) ? (currency.enum as string[]) : [];
  };
  return {
    sources: currencies('from'),
    destinations: currencies('to'),
    removedChains: ctx.contract.removedDestinationChains,
  };
}

const withFrom = (body: Body, currency: string): Body => ({ ...body, from: { ...body.from, currency } });
const withTo = (body: Body, change: Record<string, unknown>): Body => ({ ...body, to: { ...body.to, ...change } });

export const statefulRouteRejections: StatefulStep = {
  name: 'stateful_route_rejections',
  severity: 'major',
  summary:
    'A created route with one input changed gets the 400 code x-route-rules names: an unsupported currency on either side, a pair that is no topology, a removed destination chain (to a wallet registered there).',
  operationId: 'createRoute',
  async run(t, state, ctx) {
    // Generation has checked that each code is one createRoute documents for 400.
    const { topologies, rejections } = routeRules;
    if (state.routes.length === 0) return t.skip('no route was created');
    const { sources, destinations, removedChains } = routeFacts(ctx);
    const isTopology = (from: unknown, to: unknown) => topologies.some((p) => p.from === from && p.to === to);

    const probe = async (label: string, body: Body, code: string) => {
      const answer = await call(t, ctx, 'createRoute', { body });
      const got = bodyOf(answer);
      if (answer.response?.status === 400 && got.code === code) return t.pass();
      if (typeof got.id === 'string') ctx.created.push({ kind: 'route', id: got.id, name: String(body.name) });
      t.fail(
        `${label} got ${answer.response?.status ?? answer.error} ${String(got.code ?? '')}${typeof got.id === 'string' ? ` (route ${got.id} created)` : ''}, expected 400 ${code}`,
        answer,
        code,
      );
    };

    const first = state.routes[0]!.request as Body;
    // Each side's unsupported currencies: those only the other side supports, and a code of no currency.
    for (const currency of [...destinations.filter((c) => !sources.includes(c)), NO_CURRENCY])
      await probe(`from.currency ${currency}`, withFrom(first, currency), rejections.currency);
    for (const currency of [...sources.filter((c) => !destinations.includes(c)), NO_CURRENCY])
      await probe(`to.currency ${currency}`, withTo(first, { currency }), rejections.currency);

    // One pair of supported currencies that is no topology, per destination currency the journey reached.
    const byDestination = new Map(
      state.routes.map((r) => [String((r.request as Body).to.currency), r.request as Body]),
    );
    for (const [to, body] of byDestination) {
      const from = sources.find((source) => !isTopology(source, to));
      if (from !== undefined) await probe(`from ${from} to ${to}`, withFrom(body, from), rejections.direction);
    }

    // A removed destination chain, to a wallet registered there so that only the chain can be refused.
    const onChain = state.routes.map((r) => r.request as Body).find((body) => typeof body.to.chain === 'string');
    if (!onChain || removedChains.length === 0) return;
    const evm = examples(ctx, 'createAccount').find((body) => isEvmWallet(body));
    let accountId = onChain.to.accountId;
    if (evm) {
      const wallet: Record<string, unknown> = {
        ...uniqueRegistration(evm, `${ctx.runPrefix} removed chains`),
        networks: removedChains,
      };
      const registered = await call(t, ctx, 'createAccount', { body: wallet });
      const id = bodyOf(registered).id;
      if (registered.response?.status === successStatus(ctx, 'createAccount') && typeof id === 'string') {
        ctx.created.push({ kind: 'account (wallet)', id, name: String(wallet.name) });
        accountId = id;
      }
    }
    for (const chain of removedChains)
      await probe(`to.chain ${chain}`, withTo(onChain, { chain, accountId }), rejections.chain);
  },
};
