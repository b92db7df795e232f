// Reading and writing account rows, and turning them into the API's account shape (EIP-55 on output).
import type { Account, NetworkEntry } from '../core/api-types.js';
import type { AddressFormat, BankCurrency, EntitlementStatus, EntitlementType } from '@ausd/client/types';
import { sql } from 'kysely';
import { contractEnums } from '@ausd/contract-facts/operations';
import { booleanColumn, columnBoolean, kindSql } from '../store/column-values.js';
import type { TenantContext } from '../tenancy/context.js';
import type { Store } from '../store/open-store.js';
import type { AccountRow, EntitlementRow, WalletNetworkRow } from '../store/tables.js';
import { addressRules } from './address-formats.js';

export type { AccountRow, EntitlementRow };

/**
 * The currency every bank account holds: the contract's one `BankCurrency` (registration names none; a second
 * value fails the type-check here until the sandbox knows which a bank account holds).
 */
export const [bankCurrency]: readonly [BankCurrency] = contractEnums.BankCurrency;

export function displayAddress(address: string, format: AddressFormat): string {
  return addressRules[format].shown(address);
}

/** The tenant's account with this id. */
export async function findAccountRow(ctx: TenantContext, accountId: string): Promise<AccountRow | undefined> {
  return ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('organization_id', '=', ctx.tenant.organizationId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Network entries for each wallet id, in registration order, entitlements ordered by type. */
export async function loadNetworks(db: Store, accountIds: readonly string[]): Promise<Map<string, NetworkEntry[]>> {
  const byAccount = new Map<string, NetworkEntry[]>();
  if (accountIds.length === 0) return byAccount;
  const networks = await db
    .selectFrom('wallet_networks')
    .select(['account_id', 'chain'])
    .where('account_id', 'in', accountIds)
    .orderBy('account_id')
    .orderBy('position')
    .execute();
  const entries = new Map<string, NetworkEntry>();
  for (const row of networks) {
    const entry: NetworkEntry = { chain: row.chain, entitlements: [] };
    entries.set(`${row.account_id} ${row.chain}`, entry);
    const list = byAccount.get(row.account_id) ?? [];
    list.push(entry);
    byAccount.set(row.account_id, list);
  }
  const entitlements: EntitlementRow[] = await db
    .selectFrom('entitlements')
    .select(['account_id', 'chain', 'type', 'status'])
    .where('account_id', 'in', accountIds)
    .orderBy('type')
    .execute();
  for (const row of entitlements)
    entries.get(`${row.account_id} ${row.chain}`)?.entitlements.push({ type: row.type, status: row.status });
  return byAccount;
}

export function toAccount(row: AccountRow, networks: Map<string, NetworkEntry[]>): Account {
  if (row.kind === 'wallet') {
    return {
      id: row.id,
      address: displayAddress(row.address!, row.address_format!),
      addressFormat: row.address_format!,
      createdAt: row.created_at,
      kind: 'wallet',
      name: row.name,
      networks: networks.get(row.id) ?? [],
    };
  }
  return {
    id: row.id,
    accountNumber: row.account_number!,
    bankName: row.bank_name!,
    beneficiary: row.beneficiary!,
    createdAt: row.created_at,
    currency: row.currency!,
    kind: 'bank',
    name: row.name,
    routingNumber: row.routing_number!,
  };
}

export async function readAccount(db: Store, row: AccountRow): Promise<Account> {
  return toAccount(row, row.kind === 'wallet' ? await loadNetworks(db, [row.id]) : new Map());
}

export interface WalletRecord {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  address: string;
  addressFormat: AddressFormat;
}

/** The condition of an account kind's partial unique index, with the kind written literally so both engines match it. */
const ofKind = (kind: keyof typeof kindSql) => sql<boolean>`kind = ${sql.raw(kindSql[kind])}`;

/**
 * Inserts the wallet unless the organization holds one at this address (the `accounts_wallet_identity` index
 * decides, so concurrent identical registrations give one row); true when inserted.
 */
export async function insertWallet(db: Store, wallet: WalletRecord): Promise<boolean> {
  const result = await db
    .insertInto('accounts')
    .values({
      id: wallet.id,
      organization_id: wallet.organizationId,
      kind: 'wallet',
      name: wallet.name,
      created_at: wallet.createdAt,
      address: wallet.address,
      address_format: wallet.addressFormat,
    })
    .onConflict((conflict) => conflict.columns(['organization_id', 'address']).where(ofKind('wallet')).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export async function insertWalletNetwork(db: Store, accountId: string, chain: string): Promise<void> {
  await db
    .insertInto('wallet_networks')
    .values({
      account_id: accountId,
      chain: chain as WalletNetworkRow['chain'],
      position: sql<number>`(SELECT COUNT(*) FROM wallet_networks WHERE account_id = ${accountId})`,
    })
    .execute();
}

export async function setEntitlement(
  db: Store,
  accountId: string,
  chain: string,
  type: EntitlementType,
  status: EntitlementStatus,
): Promise<void> {
  await db
    .insertInto('entitlements')
    .values({ account_id: accountId, chain: chain as EntitlementRow['chain'], type, status })
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'chain', 'type']).doUpdateSet({ status: (eb) => eb.ref('excluded.status') }),
    )
    .execute();
}

/** The entitlement's status: the database holds only the contract's (every write goes through setEntitlement). */
export async function findEntitlement(
  db: Store,
  accountId: string,
  chain: string,
  type: EntitlementType,
): Promise<EntitlementStatus | undefined> {
  const row = await db
    .selectFrom('entitlements')
    .select('status')
    .where('account_id', '=', accountId)
    .where('chain', '=', chain as EntitlementRow['chain'])
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.status;
}

export async function isRegisteredOn(db: Store, accountId: string, chain: string): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_networks')
    .select(sql<number>`1`.as('registered'))
    .where('account_id', '=', accountId)
    .where('chain', '=', chain as WalletNetworkRow['chain'])
    .executeTakeFirst();
  return row !== undefined;
}

export interface BankRecord {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  accountNumber: string;
  routingNumber: string;
  bankName: string;
  beneficiary: string;
  verified: boolean;
}

/**
 * Inserts the bank account unless the organization holds one with these numbers and beneficiary (the
 * `accounts_bank_identity` index decides); true when inserted.
 */
export async function insertBank(db: Store, bank: BankRecord): Promise<boolean> {
  const result = await db
    .insertInto('accounts')
    .values({
      id: bank.id,
      organization_id: bank.organizationId,
      kind: 'bank',
      name: bank.name,
      created_at: bank.createdAt,
      account_number: bank.accountNumber,
      routing_number: bank.routingNumber,
      bank_name: bank.bankName,
      beneficiary: bank.beneficiary,
      currency: bankCurrency,
      verified: booleanColumn(bank.verified),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organization_id', 'routing_number', 'account_number', 'beneficiary'])
        .where(ofKind('bank'))
        .doNothing(),
    )
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Whether a bank account is verified (a wallet's row holds no verification). */
export function isVerified(row: Pick<AccountRow, 'verified'>): boolean {
  return row.verified !== null && columnBoolean(row.verified);
}

export async function markVerified(db: Store, accountId: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ verified: booleanColumn(true) })
    .where('id', '=', accountId)
    .execute();
}
