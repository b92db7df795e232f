// Route rows and their API shape.
import type { Route } from '../core/api-types.js';
import type { Store } from '../store/open-store.js';
import type { RouteRow } from '../store/tables.js';
import { routeInstructions } from './route-instructions.js';
import { topologyOf } from './topology.js';

export type { RouteRow };

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
export async function insertRoute(db: Store, row: RouteRow): Promise<boolean> {
  const result = await db
    .insertInto('routes')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}
