// Organizations on demand: sign-up (open, or behind the configured token), seeded or empty, each isolated from the
// others in data, clock, outages and standing, every bound refused with a 403 in the API's error shape, idle ones
// deleted after the retention period, and a per-key rate limit.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteIdleOrganizations } from '../../packages/sandbox/src/organizations/retention.js';
import { createClock } from '../../packages/sandbox/src/core/clock.js';
import type { SandboxContext } from '../../packages/sandbox/src/tenancy/context.js';
import { defaultLimits } from '../../packages/sandbox/src/tenancy/limits.js';
import { bootstrap } from '../../packages/sandbox/src/seed/bootstrap.js';
import { signUp } from '../../packages/sandbox/src/organizations/sign-up.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../packages/sandbox/src/server.js';
import { openStore } from '../../packages/sandbox/src/store/open-store.js';
import { expectError, SandboxClient, testStore } from './harness.js';

const sandboxes: RunningSandbox[] = [];
afterAll(async () => {
  for (const sandbox of sandboxes) await sandbox.close();
});

async function sandboxWith(options: SandboxOptions = {}): Promise<SandboxClient> {
  const sandbox = await startSandbox({ db: await testStore(), seedTransactions: 5, ...options });
  sandboxes.push(sandbox);
  return new SandboxClient(sandbox);
}

async function signUpThrough(client: SandboxClient, body: object = {}, token?: string) {
  return client.request('POST', '/sandbox/organizations', { token, body });
}

describe('sign-up', () => {
  it('is open by default: an organization with an Owner key and seeded data, or empty on request', async () => {
    const client = await sandboxWith();
    const made = await signUpThrough(client, { name: 'Tenant A' });
    expect(made.status).toBe(201);
    expect(made.body.apiKey.roles).toEqual(['owner']);
    const token = await client.exchange(made.body.apiKey.secret);
    const accounts = await client.all('/v0/accounts', token);
    expect(accounts.length).toBeGreaterThan(0);
    expect((await client.all('/v0/routes', token)).length).toBeGreaterThan(0);
    expect((await client.all('/v0/transactions?limit=200', token)).length).toBeGreaterThan(0);
    // Its data is its own: the built-in organization reads none of it.
    const primary = await client.exchange(client.sandbox.apiKeys.primary);
    expectError(
      await client.request('GET', `/v0/accounts/${accounts[0].id}`, { token: primary }),
      404,
      'account_not_found',
    );
    const empty = await signUpThrough(client, { empty: true });
    const emptyToken = await client.exchange(empty.body.apiKey.secret);
    expect(await client.all('/v0/accounts', emptyToken)).toEqual([]);
    const keys = await client.request('GET', '/sandbox/api-keys', { token: emptyToken });
    expect(keys.body.data).toMatchObject([{ roles: ['owner'], accountKinds: ['wallet', 'bank'] }]);
  });

  it('seeds deterministically from the organization id', async () => {
    const accountsOf = async () => {
      const id = '7d3c1a52-0b1e-4c9a-8f00-5a1b2c3d4e5f';
      let next: string | undefined;
      const ctx: SandboxContext = {
        db: await openStore(':memory:'),
        clock: createClock(new Date('2026-01-01T00:00:00.000Z')),
        newId: () => {
          const given = next ?? randomUUID();
          next = undefined;
          return given;
        },
        outages: { routeCreation: false, tokenExchange: false },
      };
      await bootstrap(ctx, { seed: null });
      next = id;
      await signUp(ctx, {});
      const rows = await ctx.db
        .selectFrom('accounts')
        .select(['id', 'address'])
        .where('organization_id', '=', id)
        .execute();
      await ctx.db.destroy();
      return rows;
    };
    const [one, two] = [await accountsOf(), await accountsOf()];
    expect(one.length).toBeGreaterThan(0);
    expect(two).toEqual(one);
  });

  it('needs the sign-up token when one is configured', async () => {
    const client = await sandboxWith({ signUpToken: 'tok_0123456789' });
    const none = await signUpThrough(client);
    expectError(none, 401, 'unauthorized');
    expect(none.body.context).toEqual({ reason: 'missing_header' });
    const wrong = await signUpThrough(client, {}, 'tok_wrong');
    expect([wrong.status, wrong.body.context]).toEqual([401, { reason: 'invalid_token' }]);
    expect((await signUpThrough(client, {}, 'tok_0123456789')).status).toBe(201);
  });

  it('startSandbox().createOrganization() gives the key and a helpers client acting for it', async () => {
    const client = await sandboxWith();
    const tenant = await client.sandbox.createOrganization({ empty: true });
    expect((await tenant.helpers.apiKeys.get()).data.map((key) => key.id)).toEqual([tenant.apiKey.id]);
  });

  it('startSandbox().createOrganization() refuses what the router refuses, with the same issues', async () => {
    const client = await sandboxWith();
    const refused = [
      [{ name: 'x'.repeat(201) }, { field: 'name', message: 'must NOT have more than 200 characters' }],
      [{ name: 'a\0b' }, { field: 'name', message: 'must not contain the NUL character (U+0000)' }],
      [{ plan: 'pro' }, { field: 'plan', message: 'is not an accepted property' }],
    ] as const;
    for (const [request, issue] of refused) {
      const over = await signUpThrough(client, request);
      expectError(over, 400, 'parameter_invalid');
      expect(over.body.context.issues).toEqual([issue]);
      await expect(client.sandbox.createOrganization(request as never)).rejects.toMatchObject({
        code: 'parameter_invalid',
        context: { issues: [issue] },
      });
    }
  });
});

describe('one organization per tenant', () => {
  it("one organization's clock, outages and standing change no other organization's answers", async () => {
    const client = await sandboxWith();
    const [a, b] = [await client.sandbox.createOrganization(), await client.sandbox.createOrganization()];
    const [tokenA, tokenB] = [await client.exchange(a.apiKey.secret), await client.exchange(b.apiKey.secret)];
    await a.helpers.clock.advance({ seconds: 901 });
    expect((await client.request('GET', '/v0/accounts', { token: tokenA })).body.context).toEqual({
      reason: 'token_expired',
    });
    expect((await client.request('GET', '/v0/accounts', { token: tokenB })).status).toBe(200);
    expect(
      Date.parse((await a.helpers.clock.get()).now) - Date.parse((await b.helpers.clock.get()).now),
    ).toBeGreaterThan(900_000);
    await a.helpers.outages.update({ tokenExchange: true });
    expectError(await client.request('POST', '/v0/auth/token', { token: a.apiKey.secret }), 503, 'service_unavailable');
    expect((await client.request('POST', '/v0/auth/token', { token: b.apiKey.secret })).status).toBe(200);
    await a.helpers.outages.update({ tokenExchange: false });
    await a.helpers.organization.update({ standing: 'not_eligible' });
    expect((await client.request('GET', '/v0/accounts', { token: tokenB })).status).toBe(200);
  });
});

describe('bounds', () => {
  it('are refused past each with 403 forbidden naming the figure', async () => {
    const client = await sandboxWith({
      limits: { organizations: 1, accounts: 1, keys: 2, routes: 1, simulatedTransactions: 1 },
    });
    const made = await signUpThrough(client, { empty: true });
    expect(made.status).toBe(201);
    const past = await signUpThrough(client);
    expectError(past, 403, 'forbidden');
    expect(past.body.message).toContain('At most 1 organizations');
    const token = await client.exchange(made.body.apiKey.secret);
    const wallet = (hex: string) => ({ kind: 'wallet', address: `0x${hex.repeat(20)}`, networks: ['base'] });
    const account = await client.request('POST', '/v0/accounts', { token, body: wallet('b1') });
    expect(account.status).toBe(201);
    const accounts = await client.request('POST', '/v0/accounts', { token, body: wallet('b2') });
    expectError(accounts, 403, 'forbidden');
    expect(accounts.body.message).toContain('accounts per organization');
    expect((await client.request('POST', '/sandbox/api-keys', { token, body: {} })).status).toBe(201);
    expectError(await client.request('POST', '/sandbox/api-keys', { token, body: {} }), 403, 'forbidden');
  });

  it('are documented with their figures', () => {
    const doc = readFileSync(new URL('../../packages/sandbox/test-helpers.md', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const [name, figure] of Object.entries(defaultLimits))
      expect(doc, name).toContain(`| \`${name}\` | ${figure.toLocaleString('en')} |`);
  });
});

describe('retention', () => {
  it('deletes organizations made by sign-up once idle past it, with everything they hold', async () => {
    const client = await sandboxWith();
    const idle = await client.sandbox.createOrganization();
    const active = await client.sandbox.createOrganization();
    const ctx: SandboxContext = {
      db: await openStore(':memory:'),
      clock: createClock(),
      newId: randomUUID,
      outages: { routeCreation: false, tokenExchange: false },
    };
    await bootstrap(ctx, { seed: null });
    const made = await signUp(ctx, {});
    const kept = await signUp(ctx, {});
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await ctx.db
      .updateTable('organizations')
      .set({ last_active_at: longAgo })
      .where('id', '=', made.organizationId)
      .execute();
    // Two sweeps at once (two replicas) may both find it idle: its room is given back once.
    const rules = { retentionDays: 30, unusedDays: false } as const;
    const sweeps = await Promise.all([deleteIdleOrganizations(ctx, rules), deleteIdleOrganizations(ctx, rules)]);
    expect(sweeps.flat()).toEqual([made.organizationId]);
    for (const table of ['accounts', 'routes', 'transactions', 'api_keys'] as const) {
      const left = await ctx.db
        .selectFrom(table)
        .select('id')
        .where('organization_id', '=', made.organizationId)
        .execute();
      expect(left, table).toEqual([]);
    }
    const rest = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('organization_id', '=', kept.organizationId)
      .execute();
    expect(rest.length).toBeGreaterThan(0);
    // The deleted organization's room under the sign-up bound is free again.
    const bounded = { ...ctx, limits: { organizations: 2 } };
    await signUp(bounded, { empty: true });
    await expect(signUp(bounded, { empty: true })).rejects.toThrow('At most 2 organizations');
    await ctx.db.destroy();
    // Over HTTP nothing idle yet: both keys still exchange.
    expect((await client.request('POST', '/v0/auth/token', { token: idle.apiKey.secret })).status).toBe(200);
    expect((await client.request('POST', '/v0/auth/token', { token: active.apiKey.secret })).status).toBe(200);
  });
});

describe('the per-key rate limit', () => {
  it("answers 429 with Retry-After past a key's figure, and leaves other keys alone", async () => {
    const client = await sandboxWith({ keyRateLimit: { requests: 4, windowSeconds: 60 } });
    const a = await client.exchange(client.sandbox.apiKeys.primary);
    const b = await client.exchange(client.sandbox.apiKeys.other);
    // The exchange is the key's first request of the window, three reads the rest.
    for (let i = 0; i < 3; i++)
      expect((await client.request('GET', '/v0/accounts?limit=1', { token: a })).status).toBe(200);
    const limited = await client.request('GET', '/v0/accounts?limit=1', { token: a });
    expectError(limited, 429, 'rate_limit_exceeded');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.request('GET', '/v0/accounts?limit=1', { token: b })).status).toBe(200);
  });
});
