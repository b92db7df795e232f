// Three sandbox processes (the CLI, as a deployment runs it) over one PostgreSQL database serve as one sandbox:
// migrations and seeding once, sessions, pause and cursors across processes, concurrent identical creates decided
// by the database, no acknowledged write lost to SIGKILL, SIGTERM draining, readiness and the request log. (The
// conformance runner against each replica, with sign-up keys: deployment.slow.test.ts.)
// Each organization's simulations and chain marks are shared by the processes, and bounds hold across them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../packages/sandbox/src/store/migrations.js';
import { postgresCluster, postgresDatabase } from '../support/postgres.js';
import { runCli } from '../support/run-cli.js';
import { callSandbox, rateLimitsOff, startSandboxCli, type SandboxCli } from '../support/sandbox-cli.js';

const KEYS = {
  SANDBOX_API_KEY: 'sk_sandbox_replicas_primary_0001',
  SANDBOX_OTHER_API_KEY: 'sk_sandbox_replicas_other_0001',
};
const SIGNUP_TOKEN = 'replicas-signup-token-0001';

const startReplica = (db: string, ...extra: string[]) =>
  startSandboxCli(['--port', '0', '--db', db, ...rateLimitsOff, '--signup-token', SIGNUP_TOKEN, ...extra], {
    env: KEYS,
  });

/** An organization made by sign-up through the replica at `url`: its id and Owner key. */
async function signUpThrough(url: string, body: { name?: string; empty?: boolean } = {}) {
  const reply = await call(url, 'POST', '/sandbox/organizations', SIGNUP_TOKEN, body);
  expect(reply.status).toBe(201);
  return reply.body as { organizationId: string; apiKey: { secret: string } };
}
const call = callSandbox;

async function exchange(url: string, apiKey: string): Promise<string> {
  const reply = await call(url, 'POST', '/v0/auth/token', apiKey);
  expect(reply.status).toBe(200);
  return reply.body.sessionJwt as string;
}

const randomAddress = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

describe('three replicas over one PostgreSQL database', () => {
  let db: string;
  let replicas: SandboxCli[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    db = await postgresDatabase('replicas');
    // All three start together: one applies the migrations and seeds, the others wait on the lock.
    replicas = await Promise.all([startReplica(db), startReplica(db), startReplica(db)]);
    sql = new pg.Client({ connectionString: db });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    for (const replica of replicas) replica.child.kill('SIGKILL');
  });

  it('migrates and seeds once however many start together', async () => {
    const steps = await sql.query('SELECT name FROM kysely_migration ORDER BY name');
    expect(steps.rows.map((row) => row.name)).toEqual(migrations.map((step) => step.name));
    expect((await sql.query('SELECT count(*)::int AS n FROM organizations')).rows[0].n).toBe(2);
    expect((await sql.query("SELECT count(*)::int AS n FROM sandbox_settings WHERE key = 'seed'")).rows[0].n).toBe(1);
    // The default seed: 600 transactions for the primary organization, 40 for the other.
    expect((await sql.query('SELECT count(*)::int AS n FROM transactions')).rows[0].n).toBe(640);
  });

  it('a session of one replica works on every other, and cursors cross replicas', async () => {
    const [a, b, c] = replicas.map((replica) => replica.url) as [string, string, string];
    const token = await exchange(a, KEYS.SANDBOX_API_KEY);
    const first = await call(b, 'GET', '/v0/transactions?limit=20', token);
    expect(first.status).toBe(200);
    const cursor = encodeURIComponent(first.body.nextCursor as string);
    const [onA, onC] = await Promise.all([
      call(a, 'GET', `/v0/transactions?limit=20&cursor=${cursor}`, token),
      call(c, 'GET', `/v0/transactions?limit=20&cursor=${cursor}`, token),
    ]);
    expect(onC.status).toBe(200);
    expect(onC.body).toEqual(onA.body);
    expect(onC.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('a pause on one replica refuses that key on every replica at once', async () => {
    const [a, b, c] = replicas.map((replica) => replica.url) as [string, string, string];
    const owner = await exchange(a, KEYS.SANDBOX_API_KEY);
    const created = await call(a, 'POST', '/sandbox/api-keys', owner, { name: 'replica pause' });
    expect(created.status).toBe(201);
    const session = await exchange(c, created.body.secret as string);
    expect((await call(b, 'GET', '/v0/accounts', session)).status).toBe(200);
    expect((await call(a, 'POST', `/sandbox/api-keys/${created.body.id}/pause`, owner)).status).toBe(200);
    for (const url of [b, c]) {
      const refused = await call(url, 'GET', '/v0/accounts', session);
      expect(refused.status).toBe(401);
      expect(refused.body.context.reason).toBe('token_paused');
    }
  });

  it('30 identical wallet registrations and 30 identical route creations through three replicas give one each', async () => {
    const tokens = await Promise.all(replicas.map((replica) => exchange(replica.url, KEYS.SANDBOX_API_KEY)));
    const through = (i: number) => ({ url: replicas[i % 3]!.url, token: tokens[i % 3]! });
    const wallet = { kind: 'wallet', address: randomAddress(), networks: ['monad'] };
    const registrations = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(through(i).url, 'POST', '/v0/accounts', through(i).token, wallet)),
    );
    expect(registrations.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = registrations.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(29);
    expect(conflicts.every((r) => r.body.code === 'account_already_exists')).toBe(true);
    const stored = await sql.query('SELECT id FROM accounts WHERE address = $1', [wallet.address.toLowerCase()]);
    expect(stored.rows).toHaveLength(1);

    const accountId = stored.rows[0].id as string;
    const route = { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'monad', accountId } };
    const creations = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(through(i).url, 'POST', '/v0/routes', through(i).token, route)),
    );
    const made = creations.filter((r) => r.status === 201);
    expect(made).toHaveLength(1);
    const refused = creations.filter((r) => r.status === 409);
    expect(refused).toHaveLength(29);
    for (const reply of refused) {
      expect(reply.body.code).toBe('route_already_exists');
      expect(reply.body.context.routeId).toBe(made[0]!.body.id);
    }
    expect((await sql.query('SELECT id FROM routes WHERE to_account_id = $1', [accountId])).rows).toHaveLength(1);
  });

  it('answers health while the database answers, and logs one JSON line per request', async () => {
    const token = await exchange(replicas[0]!.url, KEYS.SANDBOX_API_KEY);
    expect((await call(replicas[0]!.url, 'GET', '/v0/transactions?limit=1', token)).status).toBe(200);
    const health = await call(replicas[0]!.url, 'GET', '/sandbox/health');
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
    // A line is written once its answer has gone: it may reach this process's pipe just after the answer.
    const logged = async (operation: string) => {
      for (let waited = 0; waited < 5000; waited += 50) {
        const line = replicas[0]!
          .stderr()
          .split('\n')
          .filter((text) => text.startsWith('{'))
          .map((text) => JSON.parse(text) as Record<string, unknown>)
          .find((entry) => entry.operation === operation && entry.status === 200);
        if (line) return line;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return undefined;
    };
    const listed = await logged('listTransactions');
    expect(listed).toMatchObject({ organizationId: expect.any(String), requestId: expect.any(String) });
    expect(typeof listed!.latencyMs).toBe('number');
    expect(await logged('getHealth')).toMatchObject({ organizationId: null, method: 'GET', path: '/sandbox/health' });

    // A replica whose database is gone answers 503 until it is back.
    const lonely = await postgresDatabase('gone');
    const replica = await startReplica(lonely);
    try {
      expect((await call(replica.url, 'GET', '/sandbox/health')).status).toBe(200);
      const admin = new pg.Client({ connectionString: `${await postgresCluster()}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE "${new URL(lonely).pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
      const down = await call(replica.url, 'GET', '/sandbox/health');
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('service_unavailable');
    } finally {
      replica.child.kill('SIGKILL');
    }
  });

  it('SIGTERM lets a request in flight finish, then the replica exits', async () => {
    const replica = await startReplica(db);
    const token = await exchange(replica.url, KEYS.SANDBOX_API_KEY);
    const slow = call(replica.url, 'GET', '/v0/accounts?limit=5', token, undefined, {
      'Sandbox-Simulate': 'delay=1500',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    replica.child.kill('SIGTERM');
    const signalled = performance.now();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(5);
    expect(await replica.exited).toBe(0);
    // Gone well before the 10 s drain bound: the idle connection did not hold it.
    expect(performance.now() - signalled).toBeLessThan(5000);
  });

  it('a replica killed with SIGKILL mid-writes loses no acknowledged write; the others keep serving', async () => {
    const victim = await startReplica(db);
    const token = await exchange(victim.url, KEYS.SANDBOX_API_KEY);
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const reply = await call(victim.url, 'POST', '/v0/accounts', token, {
            kind: 'wallet',
            address: randomAddress(),
            networks: ['ethereum'],
          });
          if (reply.status === 201) acknowledged.push(reply.body.id as string);
        } catch {
          return; // the connection died with the process
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    victim.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(0);
    const survivor = replicas[1]!.url;
    const reader = await exchange(survivor, KEYS.SANDBOX_API_KEY);
    for (const id of acknowledged) expect((await call(survivor, 'GET', `/v0/accounts/${id}`, reader)).status).toBe(200);
    expect((await call(replicas[2]!.url, 'GET', '/sandbox/health')).status).toBe(200);
  });

  it("an organization's Sandbox-Simulate counters, log and chain marks read the same on every replica, and only its own", async () => {
    const [a, b, c] = replicas.map((replica) => replica.url) as [string, string, string];
    const mine = await exchange(a, (await signUpThrough(a, { empty: true })).apiKey.secret);
    const theirs = await exchange(b, (await signUpThrough(b, { empty: true })).apiKey.secret);
    const twice = { 'Sandbox-Simulate': 'status=500; times=2' };
    const statuses = [];
    for (const url of [a, b, c, a])
      statuses.push((await call(url, 'GET', '/v0/routes', mine, undefined, twice)).status);
    expect(statuses).toEqual([500, 500, 200, 200]);
    for (const url of [a, b, c])
      expect((await call(url, 'GET', '/sandbox/simulations', mine)).body.data).toEqual([
        expect.objectContaining({ path: '/v0/routes', attempts: 4, failed: 2 }),
      ]);
    expect((await call(c, 'GET', '/sandbox/simulations', theirs)).body.data).toEqual([]);
    expect((await call(c, 'GET', '/v0/routes', theirs, undefined, twice)).status).toBe(500);

    expect((await call(b, 'PUT', '/sandbox/metrics/chains/base', mine, { reachable: false })).status).toBe(200);
    for (const url of [a, b, c]) {
      expect((await call(url, 'GET', '/v0/metrics', mine)).body.partial).toBe(true);
      expect((await call(url, 'GET', '/v0/metrics', theirs)).body.partial).toBe(false);
      expect((await call(url, 'GET', '/v0/metrics')).body.partial).toBe(false);
    }
  });

  it('30 concurrent creates through three replicas, one short of a bound, give one 201 and 29 × 403', async () => {
    // Replicas of their own, with test-sized bounds: room for one more account, and for two sign-ups.
    const bounded = await postgresDatabase('bounded');
    const three = await Promise.all(
      [0, 1, 2].map(() => startReplica(bounded, '--no-seed', '--limits', 'accounts=1,organizations=2')),
    );
    try {
      const urls = three.map((replica) => replica.url);
      const tenant = await signUpThrough(urls[0]!, { empty: true });
      const signUps = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(urls[i % 3]!, 'POST', '/sandbox/organizations', SIGNUP_TOKEN, { empty: true }),
        ),
      );
      expect(signUps.filter((reply) => reply.status === 201)).toHaveLength(1);
      const token = await exchange(urls[1]!, tenant.apiKey.secret);
      const registrations = await Promise.all(
        Array.from({ length: 30 }, () =>
          call(urls[Math.floor(Math.random() * 3)]!, 'POST', '/v0/accounts', token, {
            kind: 'wallet',
            address: randomAddress(),
            networks: ['ethereum'],
          }),
        ),
      );
      expect(registrations.filter((reply) => reply.status === 201)).toHaveLength(1);
      for (const refused of [...signUps, ...registrations].filter((reply) => reply.status !== 201)) {
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/^At most /) });
        expect(typeof refused.body.docs_url).toBe('string');
      }
      const other = new pg.Client({ connectionString: bounded });
      await other.connect();
      try {
        expect((await other.query('SELECT count(*)::int AS n FROM organizations WHERE signed_up = 1')).rows[0].n).toBe(
          2,
        );
        const held = await other.query('SELECT count(*)::int AS n FROM accounts WHERE organization_id = $1', [
          tenant.organizationId,
        ]);
        expect(held.rows[0].n).toBe(1);
      } finally {
        await other.end();
      }
    } finally {
      for (const replica of three) replica.child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses a database whose collation does not sort by bytes, naming the fix, with exit 2', async () => {
    const admin = new pg.Client({ connectionString: `${await postgresCluster()}/postgres` });
    await admin.connect();
    const name = `icu_${Date.now()}`;
    try {
      // The machine has no libc locale that sorts otherwise (C.UTF-8 sorts by code point): ICU's root locale does.
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'und' LOCALE 'C'`);
      expect((await admin.query(`SELECT 'B' < 'a' COLLATE "und-x-icu" AS by_bytes`)).rows[0].by_bytes).toBe(false);
      const url = `${await postgresCluster()}/${name}`;
      for (const argv of [
        ['--port', '0', '--db', url],
        ['migrate', '--db', url],
      ]) {
        const result = await runCli('sandbox', argv);
        expect(result.code, argv[0]).toBe(2);
        expect(result.stderr).toContain("the database sorts text by the collation 'ICU und'");
        expect(result.stderr).toContain(`createdb --template template0 --locale C --encoding UTF8 ${name}`);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
