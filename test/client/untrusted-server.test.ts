// A client does not trust the server's paging or sizes: a cursor seen before in a walk stops it with a typed error,
// and an answer past `maxResponseBytes` is refused while it streams in, whether or not it declared its length.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AusdError,
  createClient,
  defaultMaxResponseBytes,
  RepeatedCursorError,
  ResponseTooLargeError,
} from '../../packages/client/src/generated/client.js';
import { startFixture, type Fixture } from './fixture-server.js';
import { harness, requestsTo } from './harness.js';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture({ transactions: 3 });
});
afterAll(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
});

const page = (nextCursor: string | null) => ({ status: 200, body: { data: [], nextCursor } });

describe('a cursor the walk has seen before', () => {
  it('stops for await with RepeatedCursorError when the server repeats the same nextCursor', async () => {
    const { client } = harness(fixture);
    fixture.script('GET /v0/transactions', page('c1'), page('c1'));
    const walk = async () => {
      for await (const item of client.transactions.list({ limit: 2 })) expect(item).toBeDefined();
    };
    const error = await walk().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RepeatedCursorError);
    expect(error).toBeInstanceOf(AusdError);
    expect(error).toMatchObject({ cursor: 'c1', operationId: 'listTransactions' });
    expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(2);
  });

  it('stops a cycle through several cursors, and the caller’s own start cursor counts as seen', async () => {
    const { client } = harness(fixture);
    fixture.script('GET /v0/transactions', page('a'), page('b'), page('a'));
    const pages = client.transactions.list().pages();
    await expect(
      (async () => {
        for await (const _ of pages);
      })(),
    ).rejects.toMatchObject({ name: 'RepeatedCursorError', cursor: 'a' });
    expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(3);

    fixture.script('GET /v0/transactions', page('start'));
    await expect(client.transactions.list({ cursor: 'start' }).toArray({ limit: 10 })).rejects.toBeInstanceOf(
      RepeatedCursorError,
    );
  });

  it('walks distinct cursors to the end as before', async () => {
    const { client } = harness(fixture);
    const items = await client.transactions.list({ limit: 1 }).toArray({ limit: 10 });
    expect(items).toHaveLength(3);
  });
});

describe('the size of an answer', () => {
  let server: Server;
  let url: string;
  /** Bytes the endless answer had written when its connection closed. */
  let written = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      if (req.url?.startsWith('/v0/metrics/total-supply')) {
        // Chunked, no length declared: only reading it tells how large it is.
        res.writeHead(200, { 'content-type': 'text/plain', 'request-id': 'req_endless' });
        const chunk = Buffer.alloc(64 * 1024, 0x31);
        written = 0;
        const pump = () => {
          while (!res.destroyed && written < 400 * 1024 * 1024) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      const size = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('size') ?? 0);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_sized' });
      res.end(JSON.stringify({ chains: [], padding: 'x'.repeat(size) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('defaults to 16 MiB', () => {
    expect(defaultMaxResponseBytes).toBe(16 * 1024 * 1024);
  });

  it('refuses an endless chunked answer with ResponseTooLargeError once past the bound, having read little of it', async () => {
    const client = createClient({ baseUrl: url, maxResponseBytes: 1024 * 1024, maxRetries: 0 });
    const error = await client.metrics.totalSupply().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toBeInstanceOf(AusdError);
    expect(error).toMatchObject({
      limit: 1024 * 1024,
      status: 200,
      operationId: 'getTotalSupply',
      requestId: 'req_endless',
    });
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses an answer whose declared length is past the default bound, and reads one within it', async () => {
    const client = createClient({
      baseUrl: url,
      maxRetries: 0,
      fetch: (target, init) => fetch(`${target}?size=${17 * 1024 * 1024}`, init),
    });
    await expect(client.metrics.get()).rejects.toBeInstanceOf(ResponseTooLargeError);
    const small = createClient({
      baseUrl: url,
      maxRetries: 0,
      fetch: (target, init) => fetch(`${target}?size=1000`, init),
    });
    await expect(small.metrics.get()).resolves.toMatchObject({ chains: [] });
  });
});
