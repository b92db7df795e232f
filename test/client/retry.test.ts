import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConnectionError,
  createClient,
  RateLimitedError,
  ServiceUnavailableError,
  TimeoutError,
} from '../../packages/client/src/generated/client.js';
import { fixtureApiKey, startFixture, type Fixture, type ScriptedResponse } from './fixture-server.js';
import { harness, requestsTo } from './harness.js';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
});

const rateLimited = (retryAfter?: string): ScriptedResponse => ({
  status: 429,
  body: {
    code: 'rate_limit_exceeded',
    message: 'Slow down.',
    docs_url: 'https://docs.example.com/errors/rate_limit_exceeded',
  },
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
});
const unavailable: ScriptedResponse = {
  status: 503,
  body: {
    code: 'service_unavailable',
    message: 'Later.',
    docs_url: 'https://docs.example.com/errors/service_unavailable',
  },
};
const internal = { status: 500 };

describe('retries', () => {
  it('honours Retry-After in seconds on 429, then succeeds', async () => {
    const { client, waits } = harness(fixture);
    fixture.script('GET /v0/metrics', rateLimited('3'));
    await expect(client.metrics.get()).resolves.toMatchObject({ partial: false });
    expect(waits).toEqual([3000]);
    expect(requestsTo(fixture, 'GET', '/v0/metrics')).toHaveLength(2);
  });

  it('honours Retry-After as an HTTP date, measured on the client clock', async () => {
    const { client, waits, clock } = harness(fixture);
    clock.now = Date.parse('2026-03-14T09:00:00Z');
    fixture.script('GET /v0/metrics/total-supply', rateLimited('Sat, 14 Mar 2026 09:00:07 GMT'));
    await expect(client.metrics.totalSupply()).resolves.toBe('1000.5');
    expect(waits).toEqual([7000]);
  });

  it('does not wait out a Retry-After beyond the cap: the 429 is thrown', async () => {
    const { client, waits } = harness(fixture, { retry: { maxRetryAfterMs: 10_000 } });
    fixture.script('GET /v0/metrics', rateLimited('3600'));
    const error = await client.metrics.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).headers.get('retry-after')).toBe('3600');
    expect(waits).toEqual([]);
  });

  it('backs off exponentially with jitter on 500 and 503, then gives up after maxRetries', async () => {
    const { client, waits } = harness(fixture);
    fixture.script('GET /v0/metrics', internal, unavailable, unavailable);
    const error = await client.metrics.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(requestsTo(fixture, 'GET', '/v0/metrics')).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(375);
    expect(waits[0]).toBeLessThanOrEqual(500);
    expect(waits[1]).toBeGreaterThanOrEqual(750);
    expect(waits[1]).toBeLessThanOrEqual(1000);
  });

  it('caps a single backoff delay', async () => {
    const { client, waits } = harness(fixture, { maxRetries: 6, retry: { maxDelayMs: 2000 } });
    fixture.script('GET /v0/metrics', ...Array.from({ length: 6 }, () => unavailable));
    await client.metrics.get();
    expect(waits).toHaveLength(6);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2000);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(1500);
  });

  it('per-call maxRetries overrides the client setting', async () => {
    const { client, waits } = harness(fixture, { maxRetries: 5 });
    fixture.script('GET /v0/metrics', unavailable, unavailable);
    await expect(client.metrics.get({ maxRetries: 0 })).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(waits).toEqual([]);
    await expect(client.metrics.get({ maxRetries: 1 })).resolves.toMatchObject({ partial: false });
    expect(waits).toHaveLength(1);
  });

  it.each([
    [400, 'parameter_invalid'],
    [404, 'transaction_not_found'],
  ])('never retries %i', async (status, code) => {
    const { client, waits } = harness(fixture);
    fixture.script('GET /v0/transactions/t1', {
      status,
      body: { code, message: 'No.', docs_url: 'https://docs.example.com' },
    });
    await expect(client.transactions.get('t1')).rejects.toMatchObject({ status, code });
    expect(requestsTo(fixture, 'GET', '/v0/transactions/t1')).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries the token exchange itself on 503', async () => {
    const { client, waits } = harness(fixture);
    fixture.script('POST /v0/auth/token', unavailable);
    await expect(client.routes.list().first()).resolves.toMatchObject({ nextCursor: null });
    expect(requestsTo(fixture, 'POST', '/v0/auth/token')).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('retries connection failures and then throws ConnectionError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { client, waits } = harness(fixture, { baseUrl: `http://127.0.0.1:${port}` });
    const error = await client.metrics.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(waits).toHaveLength(2);
  });

  it('really waits its backoff with the default timer', async () => {
    const client = createClient({
      baseUrl: fixture.url,
      apiKey: fixtureApiKey,
      retry: { initialDelayMs: 100, maxDelayMs: 100 },
    });
    fixture.script('GET /v0/metrics', unavailable);
    const started = performance.now();
    await client.metrics.get();
    // 100 ms with at most 25 % jitter off.
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });
});

// These wait on real timers: they run at once, each against a stand-in of its own.
describe.concurrent('timeouts and aborts', () => {
  const ownFixture = async (onTestFinished: (close: () => Promise<void>) => void): Promise<Fixture> => {
    const own = await startFixture();
    onTestFinished(() => own.close());
    return own;
  };

  it('throws TimeoutError when no response arrives within timeoutMs (retried like a connection failure)', async ({
    onTestFinished,
  }) => {
    const fixture = await ownFixture(onTestFinished);
    const { client, waits } = harness(fixture, { timeoutMs: 50, maxRetries: 1 });
    fixture.script(
      'GET /v0/metrics',
      { status: 200, body: {}, delayMs: 1000 },
      { status: 200, body: {}, delayMs: 1000 },
    );
    const started = performance.now();
    const error = await client.metrics.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(performance.now() - started).toBeLessThan(900);
    expect(waits).toHaveLength(1);
  });

  it('per-call timeoutMs overrides the client setting', async ({ onTestFinished }) => {
    const fixture = await ownFixture(onTestFinished);
    const { client } = harness(fixture, { timeoutMs: 10_000 });
    fixture.script('GET /v0/metrics', { status: 200, body: {}, delayMs: 1000 });
    await expect(client.metrics.get({ timeoutMs: 50, maxRetries: 0 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('timeoutMs 0 disables the timeout', async ({ onTestFinished }) => {
    const fixture = await ownFixture(onTestFinished);
    const { client } = harness(fixture, { timeoutMs: 0 });
    fixture.script('GET /v0/metrics', { status: 200, body: { partial: true, chains: [] }, delayMs: 100 });
    await expect(client.metrics.get({ maxRetries: 0 })).resolves.toMatchObject({ partial: true });
  });

  it("rejects with the caller's AbortError, not a timeout or connection error, and does not retry", async ({
    onTestFinished,
  }) => {
    const fixture = await ownFixture(onTestFinished);
    const { client, waits } = harness(fixture);
    fixture.script('GET /v0/metrics', { status: 200, body: {}, delayMs: 1000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await client.metrics.get({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect(waits).toEqual([]);
  });

  it('keeps a custom abort reason and stops a backoff wait at once', async ({ onTestFinished }) => {
    const fixture = await ownFixture(onTestFinished);
    const client = createClient({ baseUrl: fixture.url, apiKey: fixtureApiKey });
    fixture.script('GET /v0/metrics', rateLimited('30'));
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    setTimeout(() => controller.abort(reason), 50);
    const started = performance.now();
    await expect(client.metrics.get({ signal: controller.signal })).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("a caller's abort aborts the request in flight; a finished request's signal is left alone", async ({
    onTestFinished,
  }) => {
    const fixture = await ownFixture(onTestFinished);
    const signals: AbortSignal[] = [];
    const recording = (url: string, init: RequestInit) => (signals.push(init.signal!), fetch(url, init));
    const { client } = harness(fixture, { fetch: recording });
    fixture.script('GET /v0/metrics', { status: 200, body: {}, delayMs: 1000 });
    const controller = new AbortController();
    const pending = client.metrics.get({ signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals.at(-1)!.aborted).toBe(true);
    fixture.script('GET /v0/metrics', { status: 200, body: { partial: true, chains: [] } });
    await client.metrics.get({ signal: new AbortController().signal });
    expect(signals.at(-1)!.aborted).toBe(false);
  });

  it('an abort while an onResponse hook is still running rejects at once, without waiting for the hook', async ({
    onTestFinished,
  }) => {
    const fixture = await ownFixture(onTestFinished);
    const controller = new AbortController();
    const reason = new Error('closed the page');
    const { client } = harness(fixture, {
      onResponse: () => {
        controller.abort(reason);
        return new Promise<void>(() => {}); // a hook that never finishes
      },
    });
    fixture.script('GET /v0/metrics', { status: 200, body: {} });
    await expect(client.metrics.get({ signal: controller.signal })).rejects.toBe(reason);
  });

  it('an already-aborted signal sends nothing', async ({ onTestFinished }) => {
    const fixture = await ownFixture(onTestFinished);
    const { client } = harness(fixture);
    await expect(client.metrics.get({ signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fixture.requests).toHaveLength(0);
  });
});

describe('hooks', () => {
  it('onRequest can add headers; onResponse sees every response', async () => {
    const seen: number[] = [];
    const { client } = harness(fixture, {
      onRequest: ({ init }) => {
        init.headers['x-trace'] = 'trace-1';
      },
      onResponse: (response) => {
        seen.push(response.status);
      },
    });
    fixture.script('GET /v0/metrics', unavailable);
    await client.metrics.get();
    expect(requestsTo(fixture, 'GET', '/v0/metrics').map((request) => request.headers['x-trace'])).toEqual([
      'trace-1',
      'trace-1',
    ]);
    expect(seen).toEqual([503, 200]);
  });
});
