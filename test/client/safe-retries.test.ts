// Non-idempotent calls are never repeated when the first one may have been committed: a registration whose
// connection drops after the sandbox stored it surfaces a ConnectionError (not a 409 from a retry), and
// accounts.ensure then finds the stored account. All over loopback, through a proxy that cuts the connection.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  AusdError,
  ConnectionError,
  createClient,
  TimeoutError,
  UnexpectedResponseError,
} from '../../packages/client/src/generated/client.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { startFixture, type Fixture } from './fixture-server.js';
import { harness, requestsTo } from './harness.js';

/** A loopback proxy to `target` that, while `cutNext` is set, destroys the caller's connection of the next
 * request matching it once the upstream answer has arrived (the server has done the work). */
interface CuttingProxy {
  url: string;
  seen: string[];
  cutNext?: string;
  close(): Promise<void>;
}

async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const proxy: CuttingProxy = { url: '', seen: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const route = `${req.method} ${req.url?.split('?')[0]}`;
    proxy.seen.push(route);
    const cut = proxy.cutNext === route;
    if (cut) proxy.cutNext = undefined;
    const outgoing = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (cut) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

const freshWallet = () => ({
  kind: 'wallet' as const,
  address: `0x${randomBytes(20).toString('hex')}`,
  networks: ['ethereum' as const],
});

describe('safe POST retries against the sandbox', () => {
  let sandbox: RunningSandbox;
  let proxy: CuttingProxy;
  const waits: number[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({});
    proxy = await startCuttingProxy(sandbox.url);
  });
  afterAll(async () => {
    await proxy.close();
    await sandbox.close();
  });

  const client = () =>
    createClient({ baseUrl: proxy.url, apiKey: sandbox.apiKeys.primary, sleep: async (ms) => void waits.push(ms) });

  it('does not repeat a registration whose connection dropped after the server stored it', async () => {
    const api = client();
    const body = freshWallet();
    await api.accounts.list().first();
    proxy.seen.length = 0;
    proxy.cutNext = 'POST /v0/accounts';
    const failure = await api.accounts.create(body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect(failure).toBeInstanceOf(AusdError);
    expect((failure as ConnectionError).requestSent).toBe(true);
    expect(proxy.seen.filter((route) => route === 'POST /v0/accounts')).toHaveLength(1);
    const stored = [];
    for await (const account of api.accounts.list())
      if (account.kind === 'wallet' && account.address.toLowerCase() === body.address) stored.push(account);
    expect(stored).toHaveLength(1);

    // The same registration again, through ensure: the 409 is resolved to the stored account, whatever the case.
    const ensured = await api.accounts.ensure({ ...body, address: body.address.toUpperCase().replace('0X', '0x') });
    expect(ensured.id).toBe(stored[0]!.id);
    expect(proxy.seen.filter((route) => route === 'POST /v0/accounts')).toHaveLength(2);
  });

  it('ensure creates when nothing conflicts', async () => {
    const body = freshWallet();
    const created = await client().accounts.ensure(body);
    expect(created.kind === 'wallet' && created.address.toLowerCase()).toBe(body.address);
  });
});

describe('retry policy by method', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await startFixture();
  });
  afterAll(() => fixture.close());

  const internal = {
    status: 500,
    body: { code: 'internal_error', message: 'Boom.', docs_url: 'https://docs.example.com' },
  };
  const unavailable = {
    status: 503,
    body: { code: 'service_unavailable', message: 'Later.', docs_url: 'https://docs.example.com' },
  };
  const route = {
    from: { currency: 'usd' },
    to: { currency: 'ausd', chain: 'base', accountId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' },
  };

  const sent = (method: string, path: string) => {
    const before = requestsTo(fixture, method, path).length;
    return () => requestsTo(fixture, method, path).length - before;
  };

  it('does not retry a POST answered 500 (it may have been committed)', async () => {
    const { client, waits } = harness(fixture);
    const posts = sent('POST', '/v0/routes');
    fixture.script('POST /v0/routes', internal);
    await expect(client.routes.create(route as never)).rejects.toMatchObject({ status: 500 });
    expect(posts()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('retries a POST answered 503 (the server did not act on it)', async () => {
    const { client, waits } = harness(fixture);
    const posts = sent('POST', '/v0/routes');
    fixture.script('POST /v0/routes', unavailable, unavailable, unavailable);
    await expect(client.routes.create(route as never)).rejects.toMatchObject({ status: 503 });
    expect(posts()).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('still retries a GET answered 500', async () => {
    const { client } = harness(fixture);
    const gets = sent('GET', '/v0/transactions/t1');
    fixture.script('GET /v0/transactions/t1', internal, internal, internal);
    await expect(client.transactions.get('t1')).rejects.toMatchObject({ status: 500 });
    expect(gets()).toBe(3);
  });

  it("ensure rethrows a 409 when no listed account has the body's identity", async () => {
    const { client } = harness(fixture);
    await client.accounts.create({ kind: 'wallet', address: `0x${'a'.repeat(40)}`, networks: ['base'] });
    const conflict = {
      status: 409,
      body: { code: 'account_already_exists', message: 'Exists.', docs_url: 'https://docs.example.com' },
    };
    fixture.script('POST /v0/accounts', conflict);
    const failure = await client.accounts
      .ensure({ kind: 'wallet', address: `0x${'b'.repeat(40)}`, networks: ['base'] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('account_already_exists');
  });

  it('retries a POST whose connection was refused (it never left), and reports requestSent false', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    // The session comes from the fixture; the registration goes to a port nobody listens on.
    const toClosedPort = (url: string, init: RequestInit) =>
      fetch(
        init.method === 'POST' && url.endsWith('/v0/routes')
          ? url.replace(fixture.url, `http://127.0.0.1:${port}`)
          : url,
        init,
      );
    const { client, waits } = harness(fixture, { fetch: toClosedPort });
    const refused = await client.routes.create(route as never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectionError);
    expect((refused as ConnectionError).requestSent).toBe(false);
    expect(waits).toHaveLength(2);
  });

  it('puts every error the client throws under AusdError', () => {
    for (const error of [
      new ApiError(400, { code: 'x', message: 'x' }, undefined, 'op', new Headers()),
      new ConnectionError('x'),
      new TimeoutError('x'),
      new UnexpectedResponseError(200, '<html>', undefined, 'op'),
    ]) {
      expect(error).toBeInstanceOf(AusdError);
      expect(error).toBeInstanceOf(Error);
    }
  });
});
