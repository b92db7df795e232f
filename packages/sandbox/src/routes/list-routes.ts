// GET /v0/routes and GET /v0/routes/{routeId}. Routes to the removed destination chains are hidden.
import { operations } from '@ausd/express/operations';
import type { Page, Route } from '../api-types.js';
import { removedRouteDestinations } from '../chains.js';
import type { SandboxContext } from '../context.js';
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

export function listRoutes(ctx: SandboxContext, organizationId: string, query: object): Page<Route> {
  const listing = new ListingQuery(organizationId, operations.listRoutes, columns, query).where(HIDDEN).after('routes');
  const { sql, values } = listing.sql('SELECT * FROM routes');
  return listing.page('routes', ctx.db.prepare<unknown[], RouteRow>(sql).all(...values), toRoute);
}

export function findRouteRow(ctx: SandboxContext, organizationId: string, routeId: string): RouteRow | undefined {
  return ctx.db
    .prepare<[string, string], RouteRow>(`SELECT * FROM routes WHERE organization_id = ? AND id = ? AND ${HIDDEN}`)
    .get(organizationId, routeId.toLowerCase());
}

export function getRoute(ctx: SandboxContext, organizationId: string, routeId: string): Route {
  const row = findRouteRow(ctx, organizationId, routeId);
  if (row === undefined) throw unknownId(operations.getRoute, 'routeId');
  return toRoute(row);
}
