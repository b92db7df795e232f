// The values the database's enum columns hold, each the contract's or the helpers document's, as SQL text: the
// migrations' CHECK lists and defaults, and the queries that name an account kind or the transaction status. Kept
// apart from the records modules so the migrations import nothing that imports the store.
import type { Account, KnownValues, Leg, TransactionStatus } from '@ausd/client/types';
import { contractEnums as helperEnums, refusalCodes } from '../generated/helpers/operations.js';
import type { Standing } from '../generated/helpers/types.js';

/** A boolean as its INTEGER column holds it: SQLite has no booleans, and both engines share one schema. */
export const booleanColumn = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A boolean column's value as domain code sees it (PostgreSQL returns a computed one, e.g. `coalesce`, as text). */
export const columnBoolean = (value: number | string): boolean => Number(value) === 1;

/** SQL text of a value list, e.g. `'a', 'b'`. */
export const sqlValues = (values: readonly string[]): string =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');

/**
 * The account kinds as SQL text, each the contract's `Account['kind']` (a kind renamed or added there fails the
 * type-check here). Queries name a kind literally, not as a parameter, so SQLite uses the partial index of that kind.
 */
export const kindSql = { wallet: `'wallet'`, bank: `'bank'` } as const satisfies {
  [Kind in Account['kind']]: `'${Kind}'`;
};

/**
 * The one transaction status the sandbox writes and lists, as SQL text: the contract's open `TransactionStatus` emits
 * only it today (a value renamed there fails the type-check here).
 */
export const settledSql = `'settled'` as const satisfies `'${KnownValues<TransactionStatus>}'`;

/** A leg's directions, the contract's `Leg['direction']` (an inline enum: a direction added there fails here). */
export const legDirections = Object.keys({ FROM_AGORA: true, TO_AGORA: true } satisfies Record<Leg['direction'], true>);

/** The standing an organization starts in: the one that refuses nothing (no `x-refusal-codes` entry). */
export const goodStanding: Standing = helperEnums.Standing.find(
  (standing) => !Object.hasOwn(refusalCodes.Standing, standing),
)!;
