// The generated client end to end against the sandbox (the reference implementation on SQLite) over
// loopback: sessions, filters and pagination, typed errors, routes.ensure, expiry and a paused key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import {
  BadRequestError,
  ConflictError,
  createClient,
  NotFoundError,
  UnauthorizedError,
  type Client,
} from '../../packages/client/src/generated/client.js';

let sandbox: RunningSandbox;
let client: Client;
let exchanges = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ seedTransactions: 150 });
  client = createClient({
    baseUrl: sandbox.url,
    apiKey: sandbox.apiKeys.primary,
    onRequest: ({ operationId }) => {
      if (operationId === 'exchangeApiKey') exchanges += 1;
    },
  });
});
afterAll(() => sandbox.close());

describe('client against the sandbox', () => {
  it('reads public metrics without a session', async () => {
    const metrics = await client.metrics.get();
    expect(Array.isArray(metrics.chains)).toBe(true);
    expect(await client.metrics.totalSupply()).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(await client.metrics.circulatingSupply()).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(exchanges).toBe(0);
  });

  it('walks filtered transactions over several pages; every item matches; one exchange', async () => {
    const all = [];
    for await (const tx of client.transactions.list({ limit: 200 })) all.push(tx);
    expect(all.length).toBeGreaterThan(0);
    const mints = all.filter((tx) => tx.type === 'mint' || tx.type === 'redeem');
    const oldest = all.at(-1)!.initiatedAt;
    const newest = all[0]!.initiatedAt;
    const middle = new Date((Date.parse(oldest) + Date.parse(newest)) / 2);

    const seen: string[] = [];
    let pages = 0;
    for await (const page of client.transactions.list({ type: ['mint', 'redeem'], limit: 7 }).pages()) {
      pages += 1;
      for (const tx of page.data) seen.push(tx.id);
    }
    expect(pages).toBeGreaterThan(2);
    expect(seen).toEqual(mints.map((tx) => tx.id));

    const ranged = [];
    for await (const tx of client.transactions.list({ initiatedAt: { gte: middle }, limit: 10 })) ranged.push(tx);
    expect(ranged.map((tx) => tx.id)).toEqual(
      all.filter((tx) => Date.parse(tx.initiatedAt) >= middle.getTime()).map((tx) => tx.id),
    );
    expect(exchanges).toBe(1);

    const detail = await client.transactions.get(all[0]!.id);
    expect(detail.id).toBe(all[0]!.id);
    expect(Array.isArray(detail.legs)).toBe(true);
    expect(detail.requestId).toEqual(expect.any(String));
  });

  it('maps contract errors to typed errors with issues and Request-Id', async () => {
    const bad = await client.transactions
      .list({ initiatedAt: { gte: '2026-01-01T00:00:00' } })
      .first()
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).context?.issues?.[0]?.field).toBe('initiatedAt.gte');
    expect((bad as BadRequestError).requestId).toEqual(expect.any(String));
    const tooMany = await client.transactions
      .list({ limit: 500, type: ['mint', 'mint'] })
      .first()
      .catch((e: unknown) => e);
    expect(tooMany).toBeInstanceOf(BadRequestError);
    // The line for a support ticket names the first issue and counts the rest.
    expect((tooMany as BadRequestError).message).toMatch(
      /^400 parameter_invalid: limit: must be <= 200, and 1 more issue \(listTransactions, Request-Id \S+\)$/,
    );
    const missing = await client.transactions.get('00000000-0000-4000-8000-00000000dead').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'transaction_not_found' });
  });

  it('registers a wallet, renames it, and ensures a route to it (409 → existing route)', async () => {
    const wallet = await client.accounts.create({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['base'],
    });
    if (wallet.kind !== 'wallet') throw new Error('expected a wallet');
    expect(wallet.networks.map((network) => network.chain)).toEqual(['base']);
    const renamed = await client.accounts.update(wallet.id, { operation: 'setName', name: 'Treasury' });
    expect(renamed.name).toBe('Treasury');
    const wallets = [];
    for await (const account of client.accounts.list({ kind: 'wallet', network: ['base'] })) wallets.push(account.id);
    expect(wallets).toContain(wallet.id);

    const body = { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'base', accountId: wallet.id } } as const;
    const route = await client.routes.create(body);
    const conflict = await client.routes.create(body).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError).context?.routeId).toBe(route.id);
    const ensured = await client.routes.ensure(body);
    expect(ensured.id).toBe(route.id);
  });

  it('re-exchanges once when the session expires on the server clock', async () => {
    await client.routes.list().first();
    const before = exchanges;
    sandbox.clock.advance(16 * 60_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.routes.list().first()));
    expect(results).toHaveLength(20);
    expect(exchanges).toBe(before + 1);
  });

  it('fails fast with reason token_paused once the key is paused', async () => {
    const { sessionJwt } = await client.auth.exchange();
    const paused = await fetch(`${sandbox.url}/sandbox/api-keys/current/pause`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionJwt}` },
    });
    expect(paused.status).toBe(200);
    const before = exchanges;
    const error = await client.accounts
      .list()
      .first()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).reason).toBe('token_paused');
    expect(exchanges).toBe(before);
  });
});
