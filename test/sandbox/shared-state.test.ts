// What two sandboxes over one database share, on SQLite (one file) and, in the `slow-postgres` project, on
// PostgreSQL: each organization's Sandbox-Simulate counters and log and its chain marks, no organization seeing
// another's; and bounds that concurrent writes through both never pass.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSandbox,
  type CreatedOrganization,
  type RunningSandbox,
  type SandboxOptions,
} from '../../packages/sandbox/src/server.js';
import { SIMULATION_LOG_BOUNDS } from '../../packages/sandbox/src/simulate/simulation-log.js';
import { postgresDatabase } from '../support/postgres.js';
import { expectError, SandboxClient } from './harness.js';

const apiKeys = { primary: 'sk_sandbox_shared_state_primary', other: 'sk_sandbox_shared_state_other' };

/** Two sandboxes over one new database, as two replicas: the first seeds it, the second opens it. */
function overOneDatabase(options: SandboxOptions = {}) {
  const state = { sandboxes: [] as RunningSandbox[], clients: [] as SandboxClient[] };
  let folder: string | undefined;
  beforeAll(async () => {
    let db: string;
    if (process.env.AUSD_SANDBOX_STORE === 'postgres') db = await postgresDatabase('shared');
    else {
      folder = mkdtempSync(join(tmpdir(), 'ausd-shared-state-'));
      db = join(folder, 'sandbox.db');
    }
    for (let i = 0; i < 2; i++)
      state.sandboxes.push(await startSandbox({ db, apiKeys, seedTransactions: 5, ...options }));
    state.clients = state.sandboxes.map((sandbox) => new SandboxClient(sandbox));
  });
  afterAll(async () => {
    for (const sandbox of state.sandboxes) await sandbox.close();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });
  return state;
}

const shared = overOneDatabase();
let a: SandboxClient;
let b: SandboxClient;
let sandboxes: RunningSandbox[];
beforeAll(() => {
  [a, b] = shared.clients as [SandboxClient, SandboxClient];
  sandboxes = shared.sandboxes;
});

const simulate = (value: string) => ({ 'sandbox-simulate': value });

describe('Sandbox-Simulate over one database', () => {
  it("counts an organization's requests the same through either sandbox, and lists them on both", async () => {
    const token = await a.exchange(apiKeys.primary);
    const twice = simulate('status=500; times=2');
    expect((await a.request('GET', '/v0/accounts', { token, headers: twice })).status).toBe(500);
    expect((await b.request('GET', '/v0/accounts', { token, headers: twice })).status).toBe(500);
    expect((await a.request('GET', '/v0/accounts', { token, headers: twice })).status).toBe(200);
    expect((await b.request('GET', '/v0/accounts', { token, headers: twice })).status).toBe(200);
    const entry = { method: 'GET', path: '/v0/accounts', header: 'status=500; times=2', attempts: 4, failed: 2 };
    for (const sandbox of [a, b]) {
      const listed = await sandbox.request('GET', '/sandbox/simulations', { token });
      expect(listed.body.data).toEqual([{ ...entry, simulate: { status: 500, times: 2 } }]);
    }
  });

  it("never shows one organization's simulations to another, nor uses up its counters", async () => {
    const tenant = await sandboxes[0]!.createOrganization({ empty: true });
    const token = await b.exchange(tenant.apiKey.secret);
    const once = simulate('status=500; times=1');
    const owner = await a.exchange(apiKeys.primary);
    expect((await a.request('GET', '/v0/routes', { token: owner, headers: once })).status).toBe(500);
    expect((await b.request('GET', '/sandbox/simulations', { token })).body.data).toEqual([]);
    expect((await b.request('GET', '/v0/routes', { token, headers: once })).status).toBe(500);
    expect((await a.request('GET', '/v0/routes', { token, headers: once })).status).toBe(200);
    const paths = (await a.request('GET', '/sandbox/simulations', { token })).body.data.map((e: any) => e.path);
    expect(paths).toEqual(['/v0/routes']);
  });

  it("keeps an organization's latest entries, oldest first, whichever sandbox served them", async () => {
    const tenant = await sandboxes[1]!.createOrganization({ empty: true });
    const token = await a.exchange(tenant.apiKey.secret);
    const sent = SIMULATION_LOG_BOUNDS.entriesPerCaller + 5;
    for (let i = 1; i <= sent; i++) {
      const through = i % 2 === 0 ? a : b;
      const reply = await through.request('GET', '/v0/routes', { token, headers: simulate(`status=500; times=${i}`) });
      expect(reply.status).toBe(500);
    }
    const listed = (await b.request('GET', '/sandbox/simulations', { token })).body.data;
    expect(listed.map((entry: any) => entry.header)).toEqual(
      Array.from({ length: SIMULATION_LOG_BOUNDS.entriesPerCaller }, (_, i) => `status=500; times=${i + 6}`),
    );
  });
});

describe('chain reachability over one database', () => {
  it("reads an organization's marks the same through either sandbox, and no other organization's", async () => {
    const owner = await a.exchange(apiKeys.primary);
    const other = await b.exchange(apiKeys.other);
    const marked = await a.request('PUT', '/sandbox/metrics/chains/solana', {
      token: owner,
      body: { reachable: false },
    });
    expect(marked.body).toMatchObject({ chain: 'solana', reachable: false });
    expect((await b.request('GET', '/v0/metrics', { token: owner })).body.partial).toBe(true);
    expect((await b.request('GET', '/v0/metrics', { token: other })).body.partial).toBe(false);
    expect((await a.request('GET', '/v0/metrics')).body.partial).toBe(false);
    await b.request('PUT', '/sandbox/metrics/chains/solana', { token: owner, body: { reachable: true } });
    expect((await a.request('GET', '/v0/metrics', { token: owner })).body.partial).toBe(false);
  });
});

describe('bounds over one database', () => {
  // Room for two organizations made by sign-up, and for one account in each.
  const bounded = overOneDatabase({ limits: { organizations: 2, accounts: 1 } });
  let tenant: CreatedOrganization;

  it('30 concurrent sign-ups through two sandboxes, one short of the bound, make one organization', async () => {
    tenant = await bounded.sandboxes[0]!.createOrganization({ empty: true });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bounded.clients[i % 2]!.request('POST', '/sandbox/organizations', { body: { empty: true } }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused).toHaveLength(29);
    for (const reply of refused) expectError(reply, 403, 'forbidden');
    expect(refused[0]!.body.message).toContain('At most 2 organizations made by sign-up per sandbox');
  });

  it('30 concurrent registrations through two sandboxes, one short of the bound, make one account', async () => {
    const token = await bounded.clients[0]!.exchange(tenant.apiKey.secret);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bounded.clients[i % 2]!.request('POST', '/v0/accounts', {
          token,
          body: { kind: 'wallet', address: `0x${(i + 1).toString(16).padStart(40, '0')}`, networks: ['ethereum'] },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused).toHaveLength(29);
    for (const reply of refused) expectError(reply, 403, 'forbidden');
    expect(refused[0]!.body.message).toContain('At most 1 accounts per organization');
    const listed = await bounded.clients[1]!.request('GET', '/v0/accounts', { token });
    expect(listed.body.data).toHaveLength(1);
  });
});
