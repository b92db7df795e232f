// Route rows and their API shape.
import type { Route } from '../api-types.js';
import type { RouteDestinationCurrency, RouteSourceCurrency } from '@ausd/client/types';
import type { Store } from '../store/open-store.js';
import { routeInstructions } from './route-instructions.js';
import { topologyOf } from './topology.js';

export interface RouteRow {
  id: string;
  organization_id: string;
  name: string | null;
  created_at: string;
  from_currency: RouteSourceCurrency;
  to_currency: RouteDestinationCurrency;
  to_chain: string | null;
  to_account_id: string;
  memo: string;
}

export function toRoute(row: RouteRow): Route {
  const topology = topologyOf(row.from_currency, row.to_currency)!;
  return {
    id: row.id,
    createdAt: row.created_at,
    from: { currency: row.from_currency },
    to: {
      currency: row.to_currency,
      ...(row.to_chain === null ? {} : { chain: row.to_chain }),
      accountId: row.to_account_id,
    },
    instructions: routeInstructions(row.id, topology, row.memo),
    name: row.name,
  };
}

/** Inserts unless a route with this id exists; true when inserted. One statement, so concurrent creations race safely. */
export function insertRoute(db: Store, row: RouteRow): boolean {
  const result = db
    .prepare(
      `INSERT INTO routes (id, organization_id, name, created_at, from_currency, to_currency, to_chain, to_account_id, memo)
       VALUES (@id, @organization_id, @name, @created_at, @from_currency, @to_currency, @to_chain, @to_account_id, @memo)
       ON CONFLICT (id) DO NOTHING`,
    )
    .run(row);
  return result.changes === 1;
}
