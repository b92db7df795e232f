// The account kinds a key reads, applied beyond the accounts themselves: what a key cannot read does not exist for
// it. A route exists for it when it reads the kind of the route's destination; a transaction when it reads the kind
// of both its source and its recipient. Where a party is stored by its chain, a bank party has none (a wallet's
// chain is required by the contract, a bank's absent), so the kind reads from whether the chain is NULL.
import { sql, type RawBuilder } from 'kysely';
import type { AccountKind } from './api-keys.js';
import { contractEnums } from '../generated/helpers/operations.js';
import { ApiProblem } from '../core/problem.js';

/** The SQL condition on a chain column per kind of the party it belongs to. */
const chainColumnOf = {
  wallet: (column) => `${column} IS NOT NULL`,
  bank: (column) => `${column} IS NULL`,
} satisfies Record<AccountKind, (column: string) => string>;

/** A condition keeping rows whose parties (by their chain columns) are all of a kind the key reads. */
export function partiesReadable(kinds: readonly AccountKind[], chainColumns: readonly string[]): RawBuilder<boolean> {
  if (contractEnums.AccountKind.every((kind) => kinds.includes(kind))) return sql<boolean>`1 = 1`;
  if (kinds.length === 0) return sql<boolean>`1 = 0`;
  const [kind] = kinds as [AccountKind];
  return sql<boolean>`(${sql.raw(chainColumns.map((column) => chainColumnOf[kind](column)).join(' AND '))})`;
}

/** The kind of a party as transactions report it (`kind` of the counterparty). */
export function readsAll(kinds: readonly AccountKind[], parties: readonly { kind: AccountKind }[]): boolean {
  return parties.every((party) => kinds.includes(party.kind));
}

/** 403 forbidden unless the key reads `kind`: an action that would involve it (`what`) is refused outright. */
export function checkReads(kinds: readonly AccountKind[], kind: AccountKind, what: string): void {
  if (!kinds.includes(kind)) throw new ApiProblem('forbidden', `This API key does not read ${kind} accounts; ${what}.`);
}
