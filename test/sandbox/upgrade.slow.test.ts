// A database made and filled by one release and upgraded by the next ends as the next makes one from nothing: the
// same schema (PostgreSQL's `pg_dump --schema-only`, SQLite's `sqlite_schema`), and every row written before still
// served with the same keys. Release N is this workspace with one `EntitlementType` value fewer, regenerated (its
// seed grants none of it); release N+1 is this workspace, whose contract adds the value.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../packages/sandbox/src/store/migrations.js';
import { POSTGRES_BIN, postgresDatabase } from '../support/postgres.js';
import { removeWhenSettled, runCli, runCliAt } from '../support/run-cli.js';
import { callSandbox as call, startSandboxCli, type SandboxCli } from '../support/sandbox-cli.js';
import { copySources } from '../support/workspace-copy.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const KEYS = {
  SANDBOX_API_KEY: 'sk_sandbox_upgrade_primary_0001',
  SANDBOX_OTHER_API_KEY: 'sk_sandbox_upgrade_other_0001',
};
const SIGNUP_TOKEN = 'upgrade-signup-token-0001';
/** The value release N does not know. */
const ADDED = 'rewards';

let folder: string;
let releaseN: string;

/** This workspace's code and contract with `ADDED` taken out of `EntitlementType`, regenerated. */
async function buildReleaseN(): Promise<string> {
  const dir = path.join(folder, 'release-n');
  await copySources(root, dir);
  const replace = async (file: string, from: string, to: string) => {
    const text = await readFile(path.join(dir, file), 'utf8');
    expect(text, file).toContain(from);
    await writeFile(path.join(dir, file), text.replace(from, to));
  };
  await replace('spec/components/schemas/accounts.yaml', `    - mint\n    - ${ADDED}\n`, '    - mint\n');
  await replace(
    'packages/sandbox/src/seed/seed-accounts.ts',
    `if (rewards !== undefined) await setEntitlement(ctx.db, wallet.id, chain, '${ADDED}', rewards);`,
    '',
  );
  const generated = await runCliAt(dir, 'generate', ['--only', 'operations,types,validators']);
  expect(generated.code, generated.stderr).toBe(0);
  expect(await readFile(path.join(dir, 'packages/contract-facts/src/generated/operations.ts'), 'utf8')).toContain(
    `EntitlementType: ['instant_settlement', 'mint'],`,
  );
  return dir;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'ausd-upgrade-'));
  releaseN = await buildReleaseN();
}, 120_000);

afterAll(() => removeWhenSettled(folder));

const start = (db: string, cwd?: string) =>
  startSandboxCli(
    [
      '--port',
      '0',
      '--db',
      db,
      '--seed-transactions',
      '40',
      '--signup-token',
      SIGNUP_TOKEN,
      '--rate-limit',
      'off',
      '--key-rate-limit',
      'off',
      '--log',
      'off',
    ],
    { env: KEYS, cwd },
  );

async function session(url: string, apiKey: string): Promise<string> {
  const reply = await call(url, 'POST', '/v0/auth/token', apiKey);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.sessionJwt as string;
}

/** Everything an organization's key lists, as served. */
async function served(url: string, apiKey: string): Promise<Record<string, unknown>> {
  const token = await session(url, apiKey);
  const lists: Record<string, unknown> = {};
  for (const list of ['/v0/accounts?limit=100', '/v0/routes?limit=100', '/v0/transactions?limit=100']) {
    const reply = await call(url, 'GET', list, token);
    expect(reply.status, list).toBe(200);
    lists[list] = reply.body;
  }
  lists.keys = (await call(url, 'GET', '/sandbox/api-keys', token)).body;
  return lists;
}

async function schemaOf(db: string): Promise<string> {
  if (db.startsWith('postgres')) {
    const { stdout } = await promisify(execFile)(path.join(POSTGRES_BIN, 'pg_dump'), ['--schema-only', db]);
    // A newer pg_dump brackets its output with a random \restrict key.
    return stdout.replace(/^\\(un)?restrict .*$/gm, '');
  }
  const sqlite = new Database(db, { readonly: true });
  try {
    const rows = sqlite.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name').all();
    return rows.map((row) => JSON.stringify(row)).join('\n');
  } finally {
    sqlite.close();
  }
}

async function stop(sandbox: SandboxCli) {
  sandbox.child.kill('SIGTERM');
  await sandbox.exited;
}

describe.each(['sqlite', 'postgres'] as const)('a database of release N under release N+1 (%s)', (engine) => {
  const newDatabase = async (name: string) =>
    engine === 'postgres' ? postgresDatabase(`upgrade_${name}`) : path.join(folder, `${name}.db`);
  /** A database this release makes from nothing. */
  const freshDatabase = async () => {
    const fresh = await newDatabase('fresh');
    expect((await runCli('sandbox', ['migrate', '--db', fresh])).code).toBe(0);
    return fresh;
  };

  it('ends with the schema N+1 makes from nothing and serves every row N wrote, same keys', async () => {
    const db = await newDatabase('released');
    const old = await start(db, releaseN);
    let before: Record<string, unknown>[];
    let tenant: { organizationId: string; apiKey: { secret: string } };
    try {
      const signedUp = await call(old.url, 'POST', '/sandbox/organizations', SIGNUP_TOKEN, { name: 'Tenant' });
      expect(signedUp.status).toBe(201);
      tenant = signedUp.body;
      const token = await session(old.url, KEYS.SANDBOX_API_KEY);
      const wallet = await call(old.url, 'POST', '/v0/accounts', token, {
        kind: 'wallet',
        address: '0x52908400098527886e0f7030069857d2e4169ee7',
        networks: ['monad'],
      });
      expect(wallet.status).toBe(201);
      const route = await call(old.url, 'POST', '/v0/routes', token, {
        from: { currency: 'usd' },
        to: { currency: 'ausd', chain: 'monad', accountId: wallet.body.id },
      });
      expect(route.status).toBe(201);
      before = [await served(old.url, KEYS.SANDBOX_API_KEY), await served(old.url, tenant.apiKey.secret)];
    } finally {
      await stop(old);
    }
    expect(JSON.stringify(before)).not.toContain(`"${ADDED}"`);

    const migrated = await runCli('sandbox', ['migrate', '--db', db]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toMatch(/schema at migration (\d+) of \1\n$/);
    const schema = await schemaOf(db);
    expect(schema).toMatch(/CREATE TABLE [^(]*entitlements/);
    expect(schema).toBe(await schemaOf(await freshDatabase()));

    const upgraded = await start(db);
    try {
      expect([
        await served(upgraded.url, KEYS.SANDBOX_API_KEY),
        await served(upgraded.url, tenant.apiKey.secret),
      ]).toEqual(before);
      // N+1 stores the value its contract adds: a new organization's sample wallets hold it.
      const another = await call(upgraded.url, 'POST', '/sandbox/organizations', SIGNUP_TOKEN, { name: 'Another' });
      expect(another.status, JSON.stringify(another.body)).toBe(201);
      expect(JSON.stringify(await served(upgraded.url, another.body.apiKey.secret))).toContain(`"type":"${ADDED}"`);
    } finally {
      await stop(upgraded);
    }
  }, 180_000);

  it('takes a database the released runner counted steps in (the first five), naming the step it applies', async () => {
    const db = await newDatabase('counted');
    const counted = migrations.slice(0, 5);
    if (engine === 'sqlite') {
      const sqlite = new Database(db);
      for (const step of counted) sqlite.exec(step.sql as string);
      sqlite.pragma(`user_version = ${counted.length}`);
      sqlite.close();
    } else {
      const client = new pg.Client({ connectionString: db });
      await client.connect();
      for (const step of counted) await client.query(step.sql as string);
      await client.query(
        `CREATE TABLE sandbox_schema (version INTEGER NOT NULL); INSERT INTO sandbox_schema VALUES (5)`,
      );
      await client.end();
    }
    const later = migrations.slice(counted.length).map((step) => `would apply ${step.name}\n`);
    const dryRun = await runCli('sandbox', ['migrate', '--dry-run', '--db', db]);
    expect(dryRun.stdout).toBe(`${later.join('')}${db}: schema at migration 5 of ${migrations.length}\n`);
    const migrated = await runCli('sandbox', ['migrate', '--db', db]);
    expect(migrated.stdout).toBe(
      `${later.join('').replaceAll('would apply', 'applied')}${db}: schema at migration ${migrations.length} of ${migrations.length}\n`,
    );
    expect(await schemaOf(db)).toBe(await schemaOf(await freshDatabase()));
    const sandbox = await start(db);
    try {
      expect((await served(sandbox.url, KEYS.SANDBOX_API_KEY))['/v0/transactions?limit=100']).toMatchObject({
        data: expect.arrayContaining([expect.objectContaining({ status: 'settled' })]),
      });
    } finally {
      await stop(sandbox);
    }
  }, 120_000);
});
