// The client's retry, backoff, Retry-After, timeout and re-exchange logic against the real sandbox over
// loopback, each failure made on purpose with the `Sandbox-Simulate` header (no fake fetch; real timers but for one
// whole-second Retry-After).
// `sandbox.helpers.simulations.get()` tells how many attempts reached the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConnectionError,
  createClient,
  InternalServerError,
  RateLimitedError,
  ServiceUnavailableError,
  TimeoutError,
  UnauthorizedError,
  type ClientOptions,
} from '../../packages/client/src/generated/client.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seedTransactions: 20 });
});
afterAll(() => sandbox.close());

const simulate = (value: string) => ({ headers: { 'Sandbox-Simulate': value } });

function clientWith(options: Partial<ClientOptions> = {}) {
  const exchanges: number[] = [];
  const client = createClient({
    baseUrl: sandbox.url,
    apiKey: sandbox.apiKeys.primary,
    retry: { initialDelayMs: 100, maxDelayMs: 400 },
    onRequest: ({ operationId }) => {
      if (operationId === 'exchangeApiKey') exchanges.push(Date.now());
    },
    ...options,
  });
  return { client, exchanges };
}

async function attempts(path: string, header: string): Promise<{ attempts: number; failed: number } | undefined> {
  const { data } = await sandbox.helpers.simulations.get();
  return data.find((entry) => entry.path === path && entry.header === header);
}

async function timed<T>(work: () => PromiseLike<T>): Promise<{ value: T | undefined; error: unknown; ms: number }> {
  const started = performance.now();
  try {
    return { value: await work(), error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { value: undefined, error, ms: performance.now() - started };
  }
}

// Concurrent: each test uses its own Sandbox-Simulate header (attempts are counted per header) and mostly waits.
describe.concurrent('the client against simulated failures', () => {
  it('retries 500 with exponential backoff and succeeds on the third attempt', async () => {
    const { client } = clientWith();
    const header = 'status=500; times=2';
    const { value, ms } = await timed(() => client.accounts.list({ limit: 5 }, simulate(header)));
    expect(value?.data.length).toBe(5);
    expect(await attempts('/v0/accounts', header)).toMatchObject({ attempts: 3, failed: 2 });
    // Backoff of 100 then 200 ms, each with at most 25 % jitter off.
    expect(ms).toBeGreaterThanOrEqual(0.75 * (100 + 200));
  });

  it('honours Retry-After on 429 before the retry', async () => {
    // The one wait taken from the client's timer: it is a whole second, and test/client/retry.test.ts proves the
    // default timer really waits.
    const waits: number[] = [];
    const { client } = clientWith({ sleep: (ms) => (waits.push(ms), Promise.resolve()) });
    const header = 'status=429; retry-after=1; times=1';
    const { value } = await timed(() => client.routes.list({ limit: 1 }, simulate(header)));
    expect(value?.data).toHaveLength(1);
    expect(waits).toEqual([1000]);
    expect(await attempts('/v0/routes', header)).toMatchObject({ attempts: 2, failed: 1 });
  });

  it('does not wait out a Retry-After beyond its cap: the RateLimitedError is thrown after one attempt', async () => {
    const { client } = clientWith({ retry: { maxRetryAfterMs: 5_000 } });
    const header = 'status=429; retry-after=3600';
    const { error, ms } = await timed(() => client.metrics.get(simulate(header)));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).headers.get('retry-after')).toBe('3600');
    expect((error as RateLimitedError).requestId).toBeTruthy();
    expect(ms).toBeLessThan(1000);
  });

  it('gives up after maxRetries on a lasting 500 and throws the InternalServerError', async () => {
    const { client } = clientWith({ maxRetries: 2 });
    const header = 'status=500';
    const { error } = await timed(() => client.transactions.list({ limit: 1 }, simulate(header)));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).code).toBe('internal_error');
    expect(await attempts('/v0/transactions', header)).toMatchObject({ attempts: 3, failed: 3 });
  });

  it('does not retry what is not transient (400)', async () => {
    const { client } = clientWith();
    const header = 'status=400; code=parameter_invalid';
    const { error } = await timed(() => client.accounts.list({ limit: 2 }, simulate(header)));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(await attempts('/v0/accounts', header)).toMatchObject({ attempts: 1 });
  });

  it('times an attempt out, and a retry after the timeout succeeds', async () => {
    const once = clientWith({ timeoutMs: 100, maxRetries: 0 }).client;
    const { error, ms } = await timed(() => once.metrics.get(simulate('delay=2000')));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeLessThan(1500);
    const retrying = clientWith({ timeoutMs: 200, maxRetries: 1 }).client;
    const header = 'delay=2000; times=1';
    const { value } = await timed(() => retrying.routes.list({ limit: 2 }, simulate(header)));
    expect(value?.data).toHaveLength(2);
    expect(await attempts('/v0/routes', header)).toMatchObject({ attempts: 2, failed: 1 });
  });

  it('retries a dropped connection (outcome unknown) and succeeds', async () => {
    const { client } = clientWith();
    const header = 'reset; times=1';
    const { value } = await timed(() => client.accounts.list({ limit: 3 }, simulate(header)));
    expect(value?.data).toHaveLength(3);
    expect(await attempts('/v0/accounts', header)).toMatchObject({ attempts: 2, failed: 1 });
    const { error } = await timed(() => clientWith({ maxRetries: 0 }).client.metrics.get(simulate('reset')));
    expect(error).toBeInstanceOf(ConnectionError);
  });

  it('does not repeat a POST whose connection dropped: its outcome is unknown', async () => {
    const { client } = clientWith();
    const address = `0x${'c4'.repeat(20)}`;
    const header = 'times=1; reset';
    const { error } = await timed(() =>
      client.accounts.create({ kind: 'wallet', address, networks: ['base'] }, simulate(header)),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestSent).toBe(true);
    expect(await attempts('/v0/accounts', header)).toMatchObject({ attempts: 1, failed: 1 });
    // The simulated drop did no work, so ensuring the account afterwards creates it, once.
    const ensured = await client.accounts.ensure({ kind: 'wallet', address, networks: ['base'] });
    const again = await client.accounts.ensure({
      kind: 'wallet',
      address: address.toUpperCase().replace('0X', '0x'),
      networks: ['base'],
    });
    expect(again.id).toBe(ensured.id);
  });

  it('counts simulations of a public operation per anonymous caller, not in any organization', async () => {
    const header = 'status=500; times=1';
    const { value } = await timed(() => clientWith().client.metrics.get(simulate(header)));
    expect(value?.chains.length).toBeGreaterThan(0);
    expect(await attempts('/v0/metrics', header)).toBeUndefined();
  });

  it('re-exchanges the API key once on 401 token_expired and repeats the call', async () => {
    const { client, exchanges } = clientWith();
    await client.accounts.list({ limit: 1 });
    expect(exchanges).toHaveLength(1);
    const header = 'status=401; reason=token_expired; times=1';
    const { value } = await timed(() => client.routes.list({ limit: 1 }, simulate(header)));
    expect(value?.data).toHaveLength(1);
    expect(exchanges).toHaveLength(2);
    expect(await attempts('/v0/routes', header)).toMatchObject({ attempts: 2, failed: 1 });
  });

  it('does not re-exchange on any other 401 reason', async () => {
    const { client, exchanges } = clientWith();
    const { error } = await timed(() =>
      client.transactions.list({ limit: 1 }, simulate('status=401; reason=token_revoked')),
    );
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).reason).toBe('token_revoked');
    expect(exchanges).toHaveLength(1);
  });

  it('answers 503 with the code the contract documents for the operation, without doing the work', async () => {
    const { client } = clientWith({ maxRetries: 0 });
    const before = (await client.routes.list({ limit: 200 })).data.length;
    const wallet = (await client.accounts.list({ kind: 'wallet', limit: 200 })).data.find(
      (account) => account.name === 'Treasury',
    )!;
    const body = {
      from: { currency: 'usd' },
      to: { currency: 'ausd', chain: 'polygon-pos', accountId: wallet.id },
    } as const;
    const { error } = await timed(() => client.routes.create(body, simulate('status=503; retry-after=2')));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).code).toBe('route_creation_unavailable');
    expect((error as ServiceUnavailableError).headers.get('retry-after')).toBe('2');
    expect((await client.routes.list({ limit: 200 })).data.length).toBe(before);
  });

  it('refuses a status or code the operation does not document, naming the header', async () => {
    const { client } = clientWith();
    for (const [header, field] of [
      ['status=503', 'Sandbox-Simulate.status'],
      ['status=404; code=route_not_found', 'Sandbox-Simulate.code'],
      ['status=500; retry-after=1', 'Sandbox-Simulate.retry-after'],
      ['delay=-5', 'Sandbox-Simulate.delay'],
      ['delay=30001', 'Sandbox-Simulate.delay'],
      ['status=teapot', 'Sandbox-Simulate.status'],
      ['explode', 'Sandbox-Simulate.explode'],
      ['times=2; times=3', 'Sandbox-Simulate.times'],
    ]) {
      const { error } = await timed(() => client.accounts.list({ limit: 1 }, simulate(header!)));
      expect(error, header).toBeInstanceOf(BadRequestError);
      expect(
        (error as BadRequestError).context?.issues?.map((issue) => issue.field),
        header,
      ).toContain(field);
    }
  });
});
