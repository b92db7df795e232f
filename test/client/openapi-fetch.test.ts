// @ausd/client/openapi-fetch with the real openapi-fetch against a real sandbox over loopback: the middleware
// exchanges the key once for concurrent requests, renews on `token_expired` and repeats the request once (a body
// included), the serializer sends lists as the contract wants, and a wrong key fails as the client's error.
import createFetchClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySerializer, sessionMiddleware } from '../../packages/client/src/openapi-fetch.js';
import { UnauthorizedError } from '../../packages/client/src/generated/client.js';
import type { paths } from '../../packages/client/src/generated/types.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seedTransactions: 60 });
});
afterAll(() => sandbox.close());

/**
 * An openapi-fetch client with the middleware, recording every request that reaches the server; `beforeSend` runs
 * before each of the client's own (the middleware repeats a request through this fetch too).
 */
function fetchClient(apiKey = sandbox.apiKeys.primary, beforeSend = (_request: Request) => {}) {
  const sent: { method: string; path: string; authorization: string | null }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization') });
  };
  const api = createFetchClient<paths>({
    baseUrl: sandbox.url,
    querySerializer,
    fetch: (request) => (beforeSend(request), record(request), fetch(request)),
  });
  const exchangeFetch = (url: string, init: RequestInit) => (record(new Request(url, init)), fetch(url, init));
  api.use(sessionMiddleware({ baseUrl: sandbox.url, apiKey, fetch: exchangeFetch }));
  return { api, sent, exchanges: () => sent.filter((request) => request.path === '/v0/auth/token').length };
}

describe('openapi-fetch with @ausd/client/openapi-fetch', () => {
  it('exchanges the key once for concurrent requests and filters by lists and ranges', async () => {
    const { api, exchanges } = fetchClient();
    const [all, ...others] = await Promise.all([
      api.GET('/v0/transactions', { params: { query: { limit: 200 } } }),
      api.GET('/v0/accounts'),
      api.GET('/v0/routes'),
    ]);
    expect(all.error).toBeUndefined();
    expect(others.map(({ response }) => response.status)).toEqual([200, 200]);
    expect(exchanges()).toBe(1);
    const items = all.data!.data;
    const since = items[Math.floor(items.length / 2)]!.initiatedAt;
    const [filtered, ranged] = await Promise.all([
      api.GET('/v0/transactions', { params: { query: { type: ['mint', 'redeem'], limit: 200 } } }),
      api.GET('/v0/transactions', { params: { query: { 'initiatedAt.gte': since, limit: 200 } } }),
    ]);
    expect(filtered.error).toBeUndefined();
    expect(filtered.data!.data.map((tx) => tx.id)).toEqual(
      items.filter((tx) => tx.type === 'mint' || tx.type === 'redeem').map((tx) => tx.id),
    );
    expect(filtered.data!.data.length).toBeGreaterThan(0);
    expect(ranged.data!.data.map((tx) => tx.id)).toEqual(
      items.filter((tx) => Date.parse(tx.initiatedAt) >= Date.parse(since)).map((tx) => tx.id),
    );
    expect(exchanges()).toBe(1);
  });

  it("openapi-fetch's own array style repeats the parameter, which the API refuses: the serializer is what lists need", async () => {
    const plain = createFetchClient<paths>({ baseUrl: sandbox.url });
    plain.use(sessionMiddleware({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary }));
    const { error, response } = await plain.GET('/v0/transactions', {
      params: { query: { type: ['mint', 'redeem'] } },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: 'parameter_invalid', context: { issues: [{ field: 'type' }] } });
  });

  it('renews the session on token_expired and repeats the request once, its body included', async () => {
    const { api, sent, exchanges } = fetchClient();
    expect((await api.GET('/v0/accounts')).response.status).toBe(200);
    expect(exchanges()).toBe(1);
    sandbox.clock.advance(16 * 60_000);
    const created = await api.POST('/v0/accounts', {
      body: { kind: 'wallet', address: '0x52908400098527886E0F7030069857D2E4169EE7', networks: ['base'] },
    });
    expect(created.error).toBeUndefined();
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ kind: 'wallet', address: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect(exchanges()).toBe(2);
    const posts = sent.filter((request) => request.method === 'POST' && request.path === '/v0/accounts');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.authorization).not.toBe(posts[1]!.authorization);
  });

  it('repeats once only: a second token_expired is the answer', async () => {
    let expiring = false;
    // While `expiring`, the server's clock passes a session's lifetime before each request: every token is stale.
    const { api, sent, exchanges } = fetchClient(sandbox.apiKeys.primary, () => {
      if (expiring) sandbox.clock.advance(16 * 60_000);
    });
    expect((await api.GET('/v0/routes')).response.status).toBe(200);
    expiring = true;
    const { error, response } = await api.GET('/v0/routes');
    expiring = false;
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'unauthorized', context: { reason: 'token_expired' } });
    expect(sent.filter((request) => request.path === '/v0/routes')).toHaveLength(3);
    expect(exchanges()).toBe(2);
  });

  it('public operations carry no credential; a wrong key rejects with the exchange error', async () => {
    const { api, sent } = fetchClient('sk_sandbox_wrong');
    const metrics = await api.GET('/v0/metrics');
    expect(metrics.response.status).toBe(200);
    expect(sent.at(-1)).toMatchObject({ path: '/v0/metrics', authorization: null });
    const error = await api.GET('/v0/accounts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, respondingOperationId: 'exchangeApiKey' });
  });
});
