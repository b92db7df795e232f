// Reading and writing account rows, and turning them into the API's account shape (EIP-55 on output).
import type { Account, NetworkEntry } from '../api-types.js';
import type { AddressFormat, BankCurrency, EntitlementStatus, EntitlementType, NetworkId } from '@ausd/client/types';
import { contractEnums } from '@ausd/express/operations';
import { kindSql } from '../store/column-values.js';
import type { Store } from '../store/open-store.js';
import { addressRules } from './address-formats.js';

export interface AccountRow {
  id: string;
  organization_id: string;
  kind: Account['kind'];
  name: string;
  created_at: string;
  address: string | null;
  address_format: AddressFormat | null;
  account_number: string | null;
  routing_number: string | null;
  bank_name: string | null;
  beneficiary: string | null;
  currency: BankCurrency | null;
  verified: number | null;
}

/**
 * The currency every bank account holds: the contract's one `BankCurrency` (registration names none; a second
 * value fails the type-check here until the sandbox knows which a bank account holds).
 */
export const [bankCurrency]: readonly [BankCurrency] = contractEnums.BankCurrency;

export interface EntitlementRow {
  account_id: string;
  chain: NetworkId;
  type: EntitlementType;
  status: EntitlementStatus;
}

export function displayAddress(address: string, format: AddressFormat): string {
  return addressRules[format].shown(address);
}

export function findAccountRow(db: Store, organizationId: string, accountId: string): AccountRow | undefined {
  return db
    .prepare<[string, string], AccountRow>('SELECT * FROM accounts WHERE organization_id = ? AND id = ?')
    .get(organizationId, accountId);
}

/** Network entries for each wallet id, in registration order, entitlements ordered by type. */
export function loadNetworks(db: Store, accountIds: readonly string[]): Map<string, NetworkEntry[]> {
  const byAccount = new Map<string, NetworkEntry[]>();
  if (accountIds.length === 0) return byAccount;
  const marks = accountIds.map(() => '?').join(', ');
  const networks = db
    .prepare<string[], { account_id: string; chain: NetworkId }>(
      `SELECT account_id, chain FROM wallet_networks WHERE account_id IN (${marks}) ORDER BY account_id, position`,
    )
    .all(...accountIds);
  const entries = new Map<string, NetworkEntry>();
  for (const row of networks) {
    const entry: NetworkEntry = { chain: row.chain, entitlements: [] };
    entries.set(`${row.account_id} ${row.chain}`, entry);
    const list = byAccount.get(row.account_id) ?? [];
    list.push(entry);
    byAccount.set(row.account_id, list);
  }
  const entitlements = db
    .prepare<string[], EntitlementRow>(
      `SELECT account_id, chain, type, status FROM entitlements WHERE account_id IN (${marks}) ORDER BY type`,
    )
    .all(...accountIds);
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

export function readAccount(db: Store, row: AccountRow): Account {
  return toAccount(row, row.kind === 'wallet' ? loadNetworks(db, [row.id]) : new Map());
}

export interface WalletRecord {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  address: string;
  addressFormat: AddressFormat;
}

export function insertWallet(db: Store, wallet: WalletRecord): void {
  db.prepare(
    `INSERT INTO accounts (id, organization_id, kind, name, created_at, address, address_format)
     VALUES (?, ?, ${kindSql.wallet}, ?, ?, ?, ?)`,
  ).run(wallet.id, wallet.organizationId, wallet.name, wallet.createdAt, wallet.address, wallet.addressFormat);
}

export function insertWalletNetwork(db: Store, accountId: string, chain: string): void {
  db.prepare(
    `INSERT INTO wallet_networks (account_id, chain, position)
     VALUES (?, ?, (SELECT COUNT(*) FROM wallet_networks WHERE account_id = ?))`,
  ).run(accountId, chain, accountId);
}

export function setEntitlement(
  db: Store,
  accountId: string,
  chain: string,
  type: EntitlementType,
  status: EntitlementStatus,
): void {
  db.prepare(
    `INSERT INTO entitlements (account_id, chain, type, status) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, chain, type) DO UPDATE SET status = excluded.status`,
  ).run(accountId, chain, type, status);
}

/** The entitlement's status: the database holds only the contract's (every write goes through setEntitlement). */
export function findEntitlement(
  db: Store,
  accountId: string,
  chain: string,
  type: EntitlementType,
): EntitlementStatus | undefined {
  return db
    .prepare<[string, string, string], { status: EntitlementStatus }>(
      'SELECT status FROM entitlements WHERE account_id = ? AND chain = ? AND type = ?',
    )
    .get(accountId, chain, type)?.status;
}

export function isRegisteredOn(db: Store, accountId: string, chain: string): boolean {
  return (
    db.prepare('SELECT 1 FROM wallet_networks WHERE account_id = ? AND chain = ?').get(accountId, chain) !== undefined
  );
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

export function insertBank(db: Store, bank: BankRecord): void {
  db.prepare(
    `INSERT INTO accounts (id, organization_id, kind, name, created_at, account_number, routing_number, bank_name,
       beneficiary, currency, verified)
     VALUES (?, ?, ${kindSql.bank}, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    bank.id,
    bank.organizationId,
    bank.name,
    bank.createdAt,
    bank.accountNumber,
    bank.routingNumber,
    bank.bankName,
    bank.beneficiary,
    bankCurrency,
    bank.verified ? 1 : 0,
  );
}
