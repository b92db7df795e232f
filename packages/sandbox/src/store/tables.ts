// The tables of the sandbox database as the query builder sees them: one row type per table, columns as both
// engines return them (INTEGER as number, TEXT as string; booleans are 0/1; `Generated` where the column has a
// default). The migrations create them.
import type {
  Account,
  AddressFormat,
  BankCurrency,
  EntitlementStatus,
  EntitlementType,
  Leg,
  NetworkId,
  RouteDestinationCurrency,
  RouteSourceCurrency,
} from '@ausd/client/types';
import type { Generated, Kysely, Selectable } from 'kysely';
import type { ApiKeyStatus, Standing } from '../generated/helpers/types.js';

export interface SettingRow {
  key: string;
  value: string;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  role: string;
  created_at: string;
  standing: Standing;
  /** How far the organization's test clock is ahead of the sandbox's, in ms. */
  clock_offset_ms: Generated<number>;
  route_creation_outage: Generated<number>;
  token_exchange_outage: Generated<number>;
  /** Transactions the organization's simulated transfers wrote (bounded per organization). */
  simulated_transactions: Generated<number>;
  /** 1 for an organization made by `POST /sandbox/organizations` (retention applies to these only). */
  signed_up: Generated<number>;
  /** When a key of the organization last authenticated (to the hour), for retention; null until first used. */
  last_active_at: Generated<string | null>;
  /** The SHA-256 (hex) of the token that signed it up; null for open sign-up and the built-in organizations. */
  signup_token_sha256: Generated<string | null>;
  /** When it was signed up, in real time (an organization never used is reclaimed days after). */
  signed_up_at: Generated<string | null>;
  /** What the organization's bounds count (tenancy/limits.ts): rows held, seeded ones included. */
  accounts_held: Generated<number>;
  routes_held: Generated<number>;
  keys_held: Generated<number>;
  transfers_held: Generated<number>;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  name: string;
  secret_sha256: string;
  status: ApiKeyStatus;
  created_in_dashboard: number;
  created_at: string;
  /** Comma-separated account kinds the key may read (`wallet,bank` unless a helper narrowed it). */
  account_kinds: string;
  /** Comma-separated roles the key carries (none unless given). */
  roles: Generated<string>;
  /** Sessions issued before this instant (ms; the key's latest pause) are refused. */
  sessions_from: Generated<number | null>;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

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

export interface WalletNetworkRow {
  account_id: string;
  chain: NetworkId;
  position: number;
}

export interface EntitlementRow {
  account_id: string;
  chain: NetworkId;
  type: EntitlementType;
  status: EntitlementStatus;
}

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

export interface TransactionRow {
  id: string;
  organization_id: string;
  type: string;
  status: string;
  initiated_at: string;
  settled_at: string | null;
  is_instant_settlement: number;
  leg_count: number;
  source_chain: string | null;
  recipient_chain: string | null;
  source: string;
  recipient: string;
  route_id: string | null;
}

export interface LegRow {
  id: string;
  transaction_id: string;
  position: number;
  amount: string;
  currency: string;
  direction: Leg['direction'];
  occurred_at: string;
  detail: string;
  source: string;
  recipient: string;
}

export interface PendingTransferRow {
  id: string;
  organization_id: string;
  route_id: string;
  received_at: string;
  transfer: string;
  hold_reason: string;
}

export interface ChainSupplyRow {
  chain: string;
  chain_id: string;
  total_supply: string;
  circulating_supply: string;
  cached_at: string;
}

/** One `Sandbox-Simulate` value an organization sent, per method and path (simulate/simulation-log.ts). */
export interface SimulationRow {
  id: string;
  organization_id: string;
  method: string;
  path: string;
  header: string;
  /** The parsed header (`SandboxSimulate`) as JSON. */
  simulate: string;
  attempts: number;
  /** When the value was first sent (ms, sub-millisecond precision): the log's order. */
  first_seen: number;
}

/** A chain an organization marked reachable or not (metrics/supply-metrics.ts); unmarked chains are reachable. */
export interface ChainReachabilityRow {
  organization_id: string;
  chain: string;
  reachable: number;
  changed_at: string;
}

/** Counters of the whole sandbox (`organizations`: those made by sign-up; `signup:<hash>`: those of one token). */
export interface SandboxCounterRow {
  name: string;
  held: number;
}

export interface Tables {
  sandbox_settings: SettingRow;
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
  accounts: AccountRow;
  wallet_networks: WalletNetworkRow;
  entitlements: EntitlementRow;
  routes: RouteRow;
  transactions: TransactionRow;
  legs: LegRow;
  pending_transfers: PendingTransferRow;
  chain_supply: ChainSupplyRow;
  simulations: SimulationRow;
  chain_reachability: ChainReachabilityRow;
  sandbox_counters: SandboxCounterRow;
}

/** The database as every query sees it; inside a transaction, the transaction (see store/transaction.ts). */
export type Store = Kysely<Tables>;
