// GET /v0/routes and GET /v0/routes/{routeId}. Routes to the removed destination chains are hidden, and so are
// routes to an account of a kind the key does not read.
import { operations } from '@ausd/contract-facts/operations';
import type { Route } from '../core/api-types.js';
import { removedRouteDestinations } from '../core/chains.js';
import { sql } from 'kysely';
import type { TenantContext } from '../tenancy/context.js';
import type { AccountKind } from '../auth/api-keys.js';
import { partiesReadable } from '../auth/kind-grant.js';
import { ListingQuery, type Columns, type ListPage } from '../listing/listing-query.js';
import { unknownId } from '../core/problem.js';
import { toRoute, type RouteRow } from './route-records.js';

/** Where each field the contract's filters and ordering name is stored (a redeem-to-fiat route: NULL to_chain). */
const columns = {
  createdAt: 'created_at',
  id: 'id',
  'from.currency': 'from_currency',
  'to.currency': 'to_currency',
  'to.chain': 'to_chain',
  'to.accountId': 'to_account_id',
} as const satisfies Columns<typeof operations.listRoutes>;

const HIDDEN = sql<boolean>`(to_chain IS NULL OR to_chain NOT IN (${sql.raw(removedRouteDestinations.map((c) => `'${c}'`).join(', '))}))`;

/** Routes whose destination (a bank payout has no chain) is of a kind the key reads. */
const readableRoutes = (kinds: readonly AccountKind[]) => partiesReadable(kinds, ['to_chain']);

export const listRoutes: ListPage<Route> = async (ctx, query) => {
  const listing = new ListingQuery(ctx, operations.listRoutes, columns, query)
    .where(HIDDEN)
    .where(readableRoutes(ctx.tenant.accountKinds))
    .after('routes');
  return listing.page('routes', await listing.rows<RouteRow>(sql.table('routes')), toRoute);
};

/** The tenant's route with this id, if it is served and its key reads the destination's kind. */
export async function findRouteRow(ctx: TenantContext, routeId: string): Promise<RouteRow | undefined> {
  return ctx.db
    .selectFrom('routes')
    .selectAll()
    .where('organization_id', '=', ctx.tenant.organizationId)
    .where('id', '=', routeId.toLowerCase())
    .where(HIDDEN)
    .where(readableRoutes(ctx.tenant.accountKinds))
    .executeTakeFirst();
}

export async function getRoute(ctx: TenantContext, routeId: string): Promise<Route> {
  const row = await findRouteRow(ctx, routeId);
  if (row === undefined) throw unknownId(operations.getRoute, 'routeId');
  return toRoute(row);
}
