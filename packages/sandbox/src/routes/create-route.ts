// POST /v0/routes: validates the topology, chain and destination account, derives the deterministic id and
// stores the route once; an identical second request gets 409 route_already_exists with the id.
import { routeRules } from '@ausd/contract-facts/operations';
import { schemaValidators } from '@ausd/contract-facts/validators';
import { findEntitlement, isRegisteredOn } from '../accounts/account-records.js';
import { entitlementStatuses, statusesWhere } from '../accounts/entitlement-statuses.js';
import { findReadableAccount } from '../accounts/list-accounts.js';
import type { NewRoute, Route } from '../core/api-types.js';
import { isRouteDestination } from '../core/chains.js';
import { nowIso, type TenantContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';
import { takeRoom } from '../tenancy/limits.js';
import { ApiProblem, invalidField } from '../core/problem.js';
import { routeId } from './route-id.js';
import { wireMemo } from './route-instructions.js';
import { insertRoute, toRoute, type RouteRow } from './route-records.js';
import { isOnChainDestination, topologyOf } from './topology.js';

// The body takes any currency code (so unsupported ones get their own code); a route stores only the
// currencies of the Route schema, whose enums these validators check.
const isSourceCurrency = schemaValidators.RouteSourceCurrency;
const isDestinationCurrency = schemaValidators.RouteDestinationCurrency;

/** The code of each way out of the contract's route topologies (`x-route-rules`). */
const { rejections } = routeRules;

/** The mint statuses in which a wallet may be a route destination, for the refusal's message. */
const usableMint = statusesWhere((meaning) => meaning.mintUsable).join(' or ');

function checkShape(body: NewRoute) {
  const fromCurrency = body.from.currency;
  const toCurrency = body.to.currency;
  if (!isSourceCurrency(fromCurrency)) {
    throw new ApiProblem(rejections.currency, `'${fromCurrency}' is not accepted as a route source currency.`);
  }
  if (!isDestinationCurrency(toCurrency)) {
    throw new ApiProblem(rejections.currency, `'${toCurrency}' is not accepted as a route destination currency.`);
  }
  const topology = topologyOf(fromCurrency, toCurrency);
  if (topology === undefined) {
    throw new ApiProblem(rejections.direction, `Routes from '${fromCurrency}' to '${toCurrency}' are not supported.`);
  }
  // The contract's RouteCreationTo requires to.chain for ausd and usdc and refuses it for usd, so the router
  // has already answered 400 for a missing or stray chain.
  const toChain = body.to.chain ?? null;
  if (toChain !== null && !isRouteDestination(toChain)) {
    throw new ApiProblem(rejections.chain, `'${toChain}' is not a supported route destination chain.`);
  }
  return { topology, fromCurrency, toCurrency, toChain };
}

/**
 * The destination is looked up first, as the key reads it: a route to an account of a kind the key does not read
 * is `404 account_not_found` whether or not the route exists (never a 409 naming it).
 */
export function createRoute(ctx: TenantContext, body: NewRoute): Promise<Route> {
  const { organizationId } = ctx.tenant;
  const { topology, fromCurrency, toCurrency, toChain } = checkShape(body);
  const toAccountId = body.to.accountId.toLowerCase();
  const id = routeId({ fromCurrency, toCurrency, toChain, toAccountId });
  return inTransaction(ctx, async (ctx) => {
    const account = await findReadableAccount(ctx, toAccountId);
    const existing = await ctx.db
      .selectFrom('routes')
      .select('id')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (existing !== undefined) throw routeAlreadyExists(id);
    await takeRoom(ctx, 'routes');

    const wantedKind = isOnChainDestination(topology) ? 'wallet' : 'bank';
    if (account.kind !== wantedKind)
      throw invalidField('to.accountId', `A ${toCurrency} destination must be a ${wantedKind} account.`);
    if (toChain !== null) {
      const mint = (await isRegisteredOn(ctx.db, account.id, toChain))
        ? await findEntitlement(ctx.db, account.id, toChain, 'mint')
        : undefined;
      if (mint === undefined || !entitlementStatuses[mint].mintUsable) {
        throw new ApiProblem(
          'account_not_eligible',
          `The destination wallet is not eligible on '${toChain}' (it needs a mint entitlement that is ${usableMint}).`,
        );
      }
    }

    const row: RouteRow = {
      id,
      organization_id: organizationId,
      name: body.name ?? null,
      created_at: nowIso(ctx),
      from_currency: fromCurrency,
      to_currency: toCurrency,
      to_chain: toChain,
      to_account_id: toAccountId,
      memo: wireMemo(id),
    };
    // The primary key decides between concurrent identical creations (another process's included).
    if (!(await insertRoute(ctx.db, row))) throw routeAlreadyExists(id);
    return toRoute(row);
  });
}

function routeAlreadyExists(id: string): ApiProblem {
  return new ApiProblem('route_already_exists', 'A route with the same inputs already exists.', { routeId: id });
}
