import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../packages/client/src/generated/client.js';
import { startFixture, type Fixture } from './fixture-server.js';
import { harness, requestsTo } from './harness.js';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(() => fixture.close());

const minutes = (n: number) => n * 60_000;

describe('session tokens', () => {
  it('exchanges lazily, once, and reuses the JWT', async () => {
    const { client } = harness(fixture);
    expect(fixture.exchanges).toBe(0);
    await client.transactions.list().first();
    await client.transactions.get('00000000-0000-4000-8000-000000000001');
    expect(fixture.exchanges).toBe(1);
    const [exchange] = requestsTo(fixture, 'POST', '/v0/auth/token');
    expect(exchange!.headers.authorization).toBe('Bearer ak_test_fixture');
    const [list] = requestsTo(fixture, 'GET', '/v0/transactions');
    expect(list!.headers.authorization).toMatch(/^Bearer eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('makes exactly one exchange for 100 parallel calls on a cold client', async () => {
    const { client } = harness(fixture);
    const pages = await Promise.all(Array.from({ length: 100 }, () => client.transactions.list({ limit: 1 }).first()));
    expect(pages.every((page) => page.data.length === 1)).toBe(true);
    expect(fixture.exchanges).toBe(1);
  });

  it('renews before the 15-minute lifetime ends (60 s margin), not earlier', async () => {
    const { client, clock } = harness(fixture);
    await client.routes.list().first();
    clock.now += minutes(13.9);
    await client.routes.list().first();
    expect(fixture.exchanges).toBe(1);
    clock.now += minutes(0.5); // 14.4 minutes: inside the margin
    await client.routes.list().first();
    expect(fixture.exchanges).toBe(2);
  });

  it('100 concurrent calls across a client-side expiry make one exchange', async () => {
    const { client, clock } = harness(fixture);
    await client.routes.list().first();
    clock.now += minutes(16);
    fixture.now += minutes(16);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => client.transactions.list().first()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(fixture.exchanges).toBe(2);
  });

  it('100 concurrent calls across a server-side expiry re-exchange once on token_expired, then succeed', async () => {
    const { client } = harness(fixture);
    await client.routes.list().first();
    fixture.now += minutes(16); // the server now sees the JWT as expired; the client's clock does not know
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => client.transactions.list().first()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(fixture.exchanges).toBe(2);
    const expired = fixture.requests.filter((request) => request.path === '/v0/transactions').length - 100;
    expect(expired).toBe(100); // each call was refused once, then retried with the new JWT
  });

  it('re-exchanges at most once per call: a second token_expired is thrown, never looped', async () => {
    const { client } = harness(fixture);
    await client.routes.list().first();
    fixture.rejectSessionsWith = 'token_expired';
    const error = await client.routes.get('11111111-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).reason).toBe('token_expired');
    expect(fixture.exchanges).toBe(2);
    expect(requestsTo(fixture, 'GET', '/v0/routes/11111111-0000-4000-8000-000000000000')).toHaveLength(2);
  });

  it.each(['token_paused', 'token_revoked', 'invalid_token', 'unknown_tenant'])(
    'fails fast on 401 %s with the reason',
    async (reason) => {
      const { client, waits } = harness(fixture);
      await client.routes.list().first();
      fixture.rejectSessionsWith = reason;
      const error = await client.transactions
        .list()
        .first()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({ status: 401, code: 'unauthorized', reason, context: { reason } });
      expect(fixture.exchanges).toBe(1);
      expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(1);
      expect(waits).toEqual([]);
    },
  );

  it('surfaces a rejected API key as UnauthorizedError of the call, answered by the exchange', async () => {
    const { client } = harness(fixture, { apiKey: 'ak_wrong' });
    const error = await client.accounts
      .list()
      .first()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'UnauthorizedError',
      status: 401,
      reason: 'invalid_token',
      operationId: 'listAccounts',
      respondingOperationId: 'exchangeApiKey',
    });
    expect(requestsTo(fixture, 'GET', '/v0/accounts')).toHaveLength(0);
  });

  it('sends no credentials to the public metrics endpoints', async () => {
    const { client } = harness(fixture);
    const metrics = await client.metrics.get();
    const total = await client.metrics.totalSupply();
    const circulating = await client.metrics.circulatingSupply();
    expect(metrics).toMatchObject({ partial: false, totalSupply: '1000.5' });
    expect(total).toBe('1000.5');
    expect(circulating).toBe('900.25');
    expect(fixture.exchanges).toBe(0);
    expect(fixture.requests.map((request) => request.headers.authorization)).toEqual([undefined, undefined, undefined]);
  });

  it('auth.exchange returns a fresh session JWT on demand', async () => {
    const { client } = harness(fixture);
    const { sessionJwt } = await client.auth.exchange();
    expect(sessionJwt.split('.')).toHaveLength(3);
    expect(fixture.exchanges).toBe(1);
  });
});
