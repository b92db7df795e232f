// GET /v0/routes and GET /v0/routes/{routeId}. Routes to the removed destination chains are hidden, and so are
// routes to an account of a kind the key does not read.
import { operations } from '@ausd/express/operations';
import type { Page, Route } from '../api-types.js';
import { removedRouteDestinations } from '../chains.js';
import type { SandboxContext } from '../context.js';
import type { AccountKind } from '../auth/api-keys.js';
import { partiesReadable } from '../accounts/kind-grant.js';
import { ListingQuery, type Columns } from '../listing-query.js';
import { unknownId } from '../problem.js';
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

const HIDDEN = `(to_chain IS NULL OR to_chain NOT IN (${removedRouteDestinations.map((c) => `'${c}'`).join(', ')}))`;

/** Routes whose destination (a bank payout has no chain) is of a kind the key reads; undefined for every route. */
const readableRoutes = (kinds: readonly AccountKind[]) => partiesReadable(kinds, ['to_chain']);

export function listRoutes(
  ctx: SandboxContext,
  organizationId: string,
  kinds: readonly AccountKind[],
  query: object,
): Page<Route> {
  const listing = new ListingQuery(organizationId, operations.listRoutes, columns, query).where(HIDDEN);
  const readable = readableRoutes(kinds);
  if (readable !== undefined) listing.where(readable);
  listing.after('routes');
  const { sql, values } = listing.sql('SELECT * FROM routes');
  return listing.page('routes', ctx.db.prepare<unknown[], RouteRow>(sql).all(...values), toRoute);
}

/** The organization's route with this id, if it is served and the key reads its destination's kind. */
export function findRouteRow(
  ctx: SandboxContext,
  organizationId: string,
  kinds: readonly AccountKind[],
  routeId: string,
): RouteRow | undefined {
  const readable = readableRoutes(kinds);
  return ctx.db
    .prepare<[string, string], RouteRow>(
      `SELECT * FROM routes WHERE organization_id = ? AND id = ? AND ${HIDDEN}${readable === undefined ? '' : ` AND ${readable}`}`,
    )
    .get(organizationId, routeId.toLowerCase());
}

export function getRoute(
  ctx: SandboxContext,
  organizationId: string,
  kinds: readonly AccountKind[],
  routeId: string,
): Route {
  const row = findRouteRow(ctx, organizationId, kinds, routeId);
  if (row === undefined) throw unknownId(operations.getRoute, 'routeId');
  return toRoute(row);
}
