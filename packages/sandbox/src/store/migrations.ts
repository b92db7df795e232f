// Every schema change of the sandbox database, in order, one list for both engines (each step is SQL both SQLite
// and PostgreSQL run as written). A database records how many it has applied (store/migrate.ts); opening it applies
// the rest in one transaction under a lock. Append only: never edit a shipped step.
// Timestamps are stored as ISO-8601 UTC strings of fixed width, so text order is time order.
// A column holding a value of an enum of the contract or the helpers document is checked against that enum as
// generated (a database keeps the lists of the build that created it).
import { contractEnums } from '@ausd/express/operations';
import { contractEnums as helperEnums } from '../generated/helpers/operations.js';
import { goodStanding, kindSql, legDirections, sqlValues } from './column-values.js';

export const migrations: readonly string[] = [
  `
  CREATE TABLE sandbox_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE organizations (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    name TEXT NOT NULL,
    secret_sha256 TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN (${sqlValues(helperEnums.ApiKeyStatus)})),
    created_in_dashboard INTEGER NOT NULL CHECK (created_in_dashboard IN (0, 1)),
    created_at TEXT NOT NULL
  );

  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    kind TEXT NOT NULL CHECK (kind IN (${sqlValues(helperEnums.AccountKind)})),
    name TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    address TEXT,
    address_format TEXT CHECK (address_format IN (${sqlValues(contractEnums.AddressFormat)})),
    account_number TEXT,
    routing_number TEXT,
    bank_name TEXT,
    beneficiary TEXT,
    currency TEXT,
    verified INTEGER CHECK (verified IN (0, 1))
  );
  CREATE INDEX accounts_listing ON accounts (organization_id, created_at DESC, id DESC);
  CREATE UNIQUE INDEX accounts_wallet_identity ON accounts (organization_id, address) WHERE kind = ${kindSql.wallet};
  CREATE UNIQUE INDEX accounts_bank_identity
    ON accounts (organization_id, routing_number, account_number, beneficiary) WHERE kind = ${kindSql.bank};

  CREATE TABLE wallet_networks (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    chain TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (account_id, chain)
  );
  CREATE INDEX wallet_networks_by_chain ON wallet_networks (chain, account_id);

  CREATE TABLE entitlements (
    account_id TEXT NOT NULL,
    chain TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN (${sqlValues(contractEnums.EntitlementType)})),
    status TEXT NOT NULL,
    PRIMARY KEY (account_id, chain, type),
    FOREIGN KEY (account_id, chain) REFERENCES wallet_networks (account_id, chain)
  );

  CREATE TABLE routes (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    name TEXT,
    created_at TEXT NOT NULL,
    from_currency TEXT NOT NULL,
    to_currency TEXT NOT NULL,
    to_chain TEXT,
    to_account_id TEXT NOT NULL REFERENCES accounts (id),
    memo TEXT NOT NULL UNIQUE
  );
  CREATE INDEX routes_listing ON routes (organization_id, created_at DESC, id DESC);

  CREATE TABLE transactions (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    initiated_at TEXT NOT NULL,
    settled_at TEXT,
    is_instant_settlement INTEGER NOT NULL CHECK (is_instant_settlement IN (0, 1)),
    leg_count INTEGER NOT NULL,
    source_chain TEXT,
    recipient_chain TEXT,
    source TEXT NOT NULL,
    recipient TEXT NOT NULL,
    route_id TEXT
  );
  -- Keyset pagination walks this index: any page costs one seek plus \`limit\` rows.
  CREATE INDEX transactions_listing ON transactions (organization_id, initiated_at DESC, id DESC);

  CREATE TABLE legs (
    id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL REFERENCES transactions (id),
    position INTEGER NOT NULL,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    direction TEXT NOT NULL CHECK (direction IN (${sqlValues(legDirections)})),
    occurred_at TEXT NOT NULL,
    detail TEXT NOT NULL,
    source TEXT NOT NULL,
    recipient TEXT NOT NULL
  );
  CREATE UNIQUE INDEX legs_by_transaction ON legs (transaction_id, position);

  -- Inbound transfers received on a route but not settled yet: a fiat route whose bank account is not
  -- registered and verified, or a wallet whose mint entitlement is still conditionally approved.
  CREATE TABLE pending_transfers (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    route_id TEXT NOT NULL REFERENCES routes (id),
    received_at TEXT NOT NULL,
    transfer TEXT NOT NULL,
    hold_reason TEXT NOT NULL
  );
  CREATE INDEX pending_transfers_by_org ON pending_transfers (organization_id, received_at);

  CREATE TABLE chain_supply (
    chain TEXT PRIMARY KEY,
    chain_id TEXT NOT NULL,
    total_supply TEXT NOT NULL,
    circulating_supply TEXT NOT NULL,
    reachable INTEGER NOT NULL CHECK (reachable IN (0, 1)),
    cached_at TEXT NOT NULL
  );
  `,
  // The organization's standing (403 answers checked on every request) and the account kinds a key may read.
  `
  ALTER TABLE organizations ADD COLUMN standing TEXT NOT NULL DEFAULT ${sqlValues([goodStanding])}
    CHECK (standing IN (${sqlValues(helperEnums.Standing)}));
  ALTER TABLE api_keys ADD COLUMN account_kinds TEXT NOT NULL DEFAULT ${sqlValues([helperEnums.AccountKind.join(',')])};
  `,
];
