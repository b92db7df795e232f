// Every schema change of the sandbox database, in order, one list for both engines. A step is SQL both SQLite and
// PostgreSQL run as written, or one text per engine where they differ. Kysely's Migrator records the steps a
// database has applied by name (store/migrate.ts). Append only: never edit a shipped step.
// Timestamps are stored as ISO-8601 UTC strings of fixed width, so text order is time order.
// No constraint or default names a value of an enum of the contract or the helpers document: the router and the
// writes check those, and a database outlives the release that made it. Steps 0001-0002 did, and step 0006 takes
// those lists out again, so a database made by any release ends with the schema a new one gets.
import { contractEnums } from '@ausd/contract-facts/operations';
import { contractEnums as helperEnums } from '../generated/helpers/operations.js';
import { goodStanding, kindSql, legDirections, sqlValues } from './column-values.js';

export interface MigrationStep {
  /** Kysely's key of the step: steps apply in the order of their names. */
  name: string;
  /** Statements separated by `;` at the end of a line. */
  sql: string | { sqlite: string; postgres: string };
}

export const migrations: readonly MigrationStep[] = [
  {
    name: '0001-tables',
    sql: `
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
  },
  // The organization's standing (403 answers checked on every request) and the account kinds a key may read.
  {
    name: '0002-standing-and-key-kinds',
    sql: `
  ALTER TABLE organizations ADD COLUMN standing TEXT NOT NULL DEFAULT ${sqlValues([goodStanding])}
    CHECK (standing IN (${sqlValues(helperEnums.Standing)}));
  ALTER TABLE api_keys ADD COLUMN account_kinds TEXT NOT NULL DEFAULT ${sqlValues([helperEnums.AccountKind.join(',')])};
  `,
  },
  // The roles a key carries (none for keys made before roles existed: least privilege; start-up makes the
  // organizations' own keys Owners), and the instant from which its sessions are accepted (its latest pause), in
  // milliseconds: a double holds them exactly on both engines (PostgreSQL's BIGINT would read back as text).
  {
    name: '0003-key-roles-and-pauses',
    sql: `
  ALTER TABLE api_keys ADD COLUMN roles TEXT NOT NULL DEFAULT '';
  ALTER TABLE api_keys ADD COLUMN sessions_from DOUBLE PRECISION;
  `,
  },
  // Everything an organization sets at run time lives in its row, so every process over one database reads the
  // same: its test clock's offset (ms), its outages, the transactions its simulations wrote (bounded), when it was
  // last active (for retention), and whether it was made by sign-up.
  {
    name: '0004-organization-state',
    sql: `
  ALTER TABLE organizations ADD COLUMN clock_offset_ms DOUBLE PRECISION NOT NULL DEFAULT 0;
  ALTER TABLE organizations ADD COLUMN route_creation_outage INTEGER NOT NULL DEFAULT 0 CHECK (route_creation_outage IN (0, 1));
  ALTER TABLE organizations ADD COLUMN token_exchange_outage INTEGER NOT NULL DEFAULT 0 CHECK (token_exchange_outage IN (0, 1));
  ALTER TABLE organizations ADD COLUMN simulated_transactions INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE organizations ADD COLUMN signed_up INTEGER NOT NULL DEFAULT 0 CHECK (signed_up IN (0, 1));
  ALTER TABLE organizations ADD COLUMN last_active_at TEXT;
  CREATE INDEX organizations_by_activity ON organizations (signed_up, last_active_at);
  CREATE INDEX api_keys_by_organization ON api_keys (organization_id);
  CREATE INDEX routes_by_account ON routes (to_account_id);
  `,
  },
  // What every process over one database must agree on, per organization: its Sandbox-Simulate counters (in first
  // use order, `first_seen` in ms), its chains marked unreachable (which replace one mark for all), and what its
  // bounds count. Each bound is a counter a conditional UPDATE takes room from in the transaction of the insert, so
  // concurrent writers never pass it.
  {
    name: '0005-shared-counters',
    sql: `
  CREATE TABLE simulations (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    header TEXT NOT NULL,
    simulate TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    first_seen DOUBLE PRECISION NOT NULL
  );
  CREATE UNIQUE INDEX simulations_identity ON simulations (organization_id, method, path, header);
  CREATE INDEX simulations_by_age ON simulations (organization_id, first_seen);

  CREATE TABLE chain_reachability (
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    chain TEXT NOT NULL REFERENCES chain_supply (chain),
    reachable INTEGER NOT NULL CHECK (reachable IN (0, 1)),
    changed_at TEXT NOT NULL,
    PRIMARY KEY (organization_id, chain)
  );
  ALTER TABLE chain_supply DROP COLUMN reachable;

  ALTER TABLE organizations ADD COLUMN accounts_held INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE organizations ADD COLUMN routes_held INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE organizations ADD COLUMN keys_held INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE organizations ADD COLUMN transfers_held INTEGER NOT NULL DEFAULT 0;
  UPDATE organizations SET
    accounts_held = (SELECT count(*) FROM accounts WHERE accounts.organization_id = organizations.id),
    routes_held = (SELECT count(*) FROM routes WHERE routes.organization_id = organizations.id),
    keys_held = (SELECT count(*) FROM api_keys WHERE api_keys.organization_id = organizations.id),
    transfers_held = (SELECT count(*) FROM pending_transfers WHERE pending_transfers.organization_id = organizations.id);

  CREATE TABLE sandbox_counters (
    name TEXT PRIMARY KEY,
    held INTEGER NOT NULL
  );
  INSERT INTO sandbox_counters (name, held) SELECT 'organizations', count(*) FROM organizations WHERE signed_up = 1;
  `,
  },
  // Contract enums out of the schema (see the top of this file). PostgreSQL drops the constraints by name; SQLite
  // cannot drop a constraint, so it rebuilds each table (store/migrate.ts turns foreign keys off around the steps).
  {
    name: '0006-enums-out-of-constraints',
    sql: {
      postgres: `
  ALTER TABLE organizations DROP CONSTRAINT organizations_standing_check, ALTER COLUMN standing DROP DEFAULT;
  ALTER TABLE api_keys DROP CONSTRAINT api_keys_status_check, ALTER COLUMN account_kinds DROP DEFAULT;
  ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check, DROP CONSTRAINT accounts_address_format_check;
  ALTER TABLE entitlements DROP CONSTRAINT entitlements_type_check;
  ALTER TABLE legs DROP CONSTRAINT legs_direction_check;
  `,
      sqlite: [
        rebuilt(
          'organizations',
          `id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    standing TEXT NOT NULL,
    clock_offset_ms DOUBLE PRECISION NOT NULL DEFAULT 0,
    route_creation_outage INTEGER NOT NULL DEFAULT 0 CHECK (route_creation_outage IN (0, 1)),
    token_exchange_outage INTEGER NOT NULL DEFAULT 0 CHECK (token_exchange_outage IN (0, 1)),
    simulated_transactions INTEGER NOT NULL DEFAULT 0,
    signed_up INTEGER NOT NULL DEFAULT 0 CHECK (signed_up IN (0, 1)),
    last_active_at TEXT,
    accounts_held INTEGER NOT NULL DEFAULT 0,
    routes_held INTEGER NOT NULL DEFAULT 0,
    keys_held INTEGER NOT NULL DEFAULT 0,
    transfers_held INTEGER NOT NULL DEFAULT 0`,
          `CREATE INDEX organizations_by_activity ON organizations (signed_up, last_active_at);`,
        ),
        rebuilt(
          'api_keys',
          `id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    name TEXT NOT NULL,
    secret_sha256 TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    created_in_dashboard INTEGER NOT NULL CHECK (created_in_dashboard IN (0, 1)),
    created_at TEXT NOT NULL,
    account_kinds TEXT NOT NULL,
    roles TEXT NOT NULL DEFAULT '',
    sessions_from DOUBLE PRECISION`,
          `CREATE INDEX api_keys_by_organization ON api_keys (organization_id);`,
        ),
        rebuilt(
          'accounts',
          `id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id),
    kind TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    address TEXT,
    address_format TEXT,
    account_number TEXT,
    routing_number TEXT,
    bank_name TEXT,
    beneficiary TEXT,
    currency TEXT,
    verified INTEGER CHECK (verified IN (0, 1))`,
          `CREATE INDEX accounts_listing ON accounts (organization_id, created_at DESC, id DESC);
  CREATE UNIQUE INDEX accounts_wallet_identity ON accounts (organization_id, address) WHERE kind = ${kindSql.wallet};
  CREATE UNIQUE INDEX accounts_bank_identity
    ON accounts (organization_id, routing_number, account_number, beneficiary) WHERE kind = ${kindSql.bank};`,
        ),
        rebuilt(
          'entitlements',
          `account_id TEXT NOT NULL,
    chain TEXT NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    PRIMARY KEY (account_id, chain, type),
    FOREIGN KEY (account_id, chain) REFERENCES wallet_networks (account_id, chain)`,
          '',
        ),
        rebuilt(
          'legs',
          `id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL REFERENCES transactions (id),
    position INTEGER NOT NULL,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    direction TEXT NOT NULL,
    occurred_at TEXT NOT NULL,
    detail TEXT NOT NULL,
    source TEXT NOT NULL,
    recipient TEXT NOT NULL`,
          `CREATE UNIQUE INDEX legs_by_transaction ON legs (transaction_id, position);`,
        ),
      ].join(''),
    },
  },
  // Who made an organization by sign-up: the SHA-256 of its sign-up token (never the token; that token's quota is the
  // counter `signup:<hash>`), and when in real time, so one never used is reclaimed days later.
  {
    name: '0007-sign-up-tokens',
    sql: `
  ALTER TABLE organizations ADD COLUMN signup_token_sha256 TEXT;
  ALTER TABLE organizations ADD COLUMN signed_up_at TEXT;
  `,
  },
  // Each organization's request window (store/request-window.ts), shared by the replicas: counters, not data, so
  // unlogged (no WAL per request; a crash empties it). SQLite's one process counts in memory.
  {
    name: '0008-organization-request-windows',
    sql: {
      sqlite: '',
      postgres: `
  CREATE UNLOGGED TABLE organization_request_windows (
    organization_id TEXT PRIMARY KEY,
    slot DOUBLE PRECISION NOT NULL,
    counts INTEGER[] NOT NULL,
    taken BOOLEAN NOT NULL
  );
  `,
    },
  },
];

/**
 * SQLite's way to change a table's constraints: a new table with the same columns in the same order, the rows
 * copied, the old table dropped (its indexes with it) and the new one renamed, then the indexes made again.
 */
function rebuilt(table: string, columns: string, indexes: string): string {
  return `
  CREATE TABLE ${table}_next (
    ${columns}
  );
  INSERT INTO ${table}_next SELECT * FROM ${table};
  DROP TABLE ${table};
  ALTER TABLE ${table}_next RENAME TO ${table};
  ${indexes}
  `;
}
