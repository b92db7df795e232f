// GET /v0/routes and GET /v0/routes/{routeId}. Routes to the removed destination chains are hidden.
import type { Page, Route } from '../api-types.js';
import { removedRouteDestinations } from '../chains.js';
import type { SandboxContext } from '../context.js';
import { decodeCursor, toPage } from '../cursor.js';
import { ListingQuery } from '../listing-query.js';
import { ApiProblem } from '../problem.js';
import { toRoute, type RouteRow } from './route-records.js';

export interface RouteFilters {
  cursor?: string;
  limit: number;
  fromCurrency?: string;
  toCurrency?: string;
  toChain?: readonly string[];
  toAccountId?: string;
}

const HIDDEN = `(to_chain IS NULL OR to_chain NOT IN (${removedRouteDestinations.map((c) => `'${c}'`).join(', ')}))`;

export function listRoutes(ctx: SandboxContext, organizationId: string, filters: RouteFilters): Page<Route> {
  const query = new ListingQuery(organizationId, 'created_at').where(HIDDEN).after(decodeCursor('routes', filters.cursor));
  if (filters.fromCurrency !== undefined) query.where('from_currency = ?', filters.fromCurrency);
  if (filters.toCurrency !== undefined) query.where('to_currency = ?', filters.toCurrency);
  query.whereIn('to_chain', filters.toChain);
  if (filters.toAccountId !== undefined) query.where('to_account_id = ?', filters.toAccountId.toLowerCase());
  const { sql, values } = query.sql('SELECT * FROM routes', filters.limit);
  const rows = ctx.db.prepare<unknown[], RouteRow>(sql).all(...values);
  return toPage(rows, filters.limit, 'routes', (row) => ({ at: row.created_at, id: row.id }), toRoute);
}

export function findRouteRow(ctx: SandboxContext, organizationId: string, routeId: string): RouteRow | undefined {
  return ctx.db
    .prepare<[string, string], RouteRow>(`SELECT * FROM routes WHERE organization_id = ? AND id = ? AND ${HIDDEN}`)
    .get(organizationId, routeId.toLowerCase());
}

export function getRoute(ctx: SandboxContext, organizationId: string, routeId: string): Route {
  const row = findRouteRow(ctx, organizationId, routeId);
  if (row === undefined) throw new ApiProblem('route_not_found', 'No route with this id exists for the organization.');
  return toRoute(row);
}
