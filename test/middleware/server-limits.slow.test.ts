// Connection bounds over loopback, with small limits so the file takes about a second: incomplete headers,
// a stalled body and idle connections are closed by the timeouts (answered 408 in the error shape), the
// connection cap refuses what exceeds it, and what Node answers itself carries the error shape and Request-Id.
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerOptions } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyServerLimits,
  defaultServerLimits,
  type ServerLimits,
} from '../../packages/express/src/generated/middleware.js';
import { errorDocsUrl } from '../../packages/contract-facts/src/generated/operations.js';
import { SESSION_JWT, generatedApp } from './generated-app.js';

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(limits: ServerLimits, options: ServerOptions = {}): Promise<number> {
  const server = createServer(options, generatedApp());
  applyServerLimits(server, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

interface Held {
  socket: Socket;
  /** Everything the server sent, and when the connection closed (ms after opening). */
  closed: Promise<{ text: string; afterMs: number }>;
}

/** A connection from `from` (any 127/8 address is loopback), sending `send` once connected. */
function open(port: number, send = '', from = '127.0.0.1'): Held {
  const opened = Date.now();
  const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
    if (send !== '') socket.write(send);
  });
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ text, afterMs: Date.now() - opened })),
  );
  return { socket, closed };
}

function errorOf(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    head,
    json: JSON.parse(body) as {
      code: string;
      docs_url: string;
      context: { issues: { field: string; message: string }[] };
    },
  };
}

const FAST = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300, timeoutCheckIntervalMs: 100 };

// Concurrent: each test has its own server and spends its time waiting on timeouts.
describe.concurrent('server limits', () => {
  it('defaults close a connection with incomplete headers within 30 s and cap connections', () => {
    const { headersTimeoutMs, timeoutCheckIntervalMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } =
      defaultServerLimits;
    expect(headersTimeoutMs + timeoutCheckIntervalMs).toBeLessThanOrEqual(30_000);
    expect(requestTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(keepAliveTimeoutMs).toBeLessThan(headersTimeoutMs);
    expect(maxConnections).toBeGreaterThan(0);
    const server = createServer();
    applyServerLimits(server);
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout, server.maxConnections]).toEqual([
      headersTimeoutMs,
      requestTimeoutMs,
      keepAliveTimeoutMs,
      maxConnections,
    ]);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => applyServerLimits(createServer(), { headersTimeoutMs: 2000, requestTimeoutMs: 1000 })).toThrow(
      RangeError,
    );
  });

  it('closes 20 half-open connections (silent or with incomplete headers) by the headers timeout, answering 408', async () => {
    const port = await start({ ...FAST, maxConnections: 50 });
    const held = Array.from({ length: 20 }, (_, i) =>
      open(port, i % 2 === 0 ? '' : 'GET /v0/metrics HTTP/1.1\r\nHost: x\r\n'),
    );
    const results = await Promise.all(held.map((h) => h.closed));
    for (const { text, afterMs } of results) {
      expect(afterMs).toBeLessThan(FAST.headersTimeoutMs + 4 * FAST.timeoutCheckIntervalMs + 500);
      const answer = errorOf(text);
      expect(answer.status).toBe(408);
      expect(answer.head).toMatch(/\r\nRequest-Id: [0-9a-f-]{36}\r\n/);
      expect(answer.json).toMatchObject({ code: 'parameter_invalid', docs_url: errorDocsUrl('parameter_invalid') });
      // The timeout that fired is the one named: the headers', not the whole request's.
      expect(answer.json.context.issues).toEqual([
        { field: 'headers', message: `were not received within ${FAST.headersTimeoutMs / 1000} s` },
      ]);
    }
  });

  it('closes a request whose body stalls by the request timeout', async () => {
    const port = await start(FAST);
    const head = `POST /v0/accounts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${SESSION_JWT}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const { text, afterMs } = await open(port, `${head}{"kind":`).closed;
    expect(afterMs).toBeLessThan(FAST.requestTimeoutMs + 4 * FAST.timeoutCheckIntervalMs + 500);
    expect(errorOf(text).status).toBe(408);
    expect(errorOf(text).json.context.issues).toEqual([
      { field: 'request', message: `was not received within ${FAST.requestTimeoutMs / 1000} s` },
    ]);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const limits = { ...FAST, keepAliveTimeoutMs: 100 };
    // Node keeps an idle socket open for keepAliveTimeoutBuffer (1 s) past the advertised timeout, so a client whose
    // own timer races the server's does not write into a closing socket. This server waives it: the test need not
    // wait a second to see the limit applied.
    const port = await start(limits, { keepAliveTimeoutBuffer: 0 });
    const { text, afterMs } = await open(port, 'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\n\r\n').closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(afterMs).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs);
    expect(afterMs).toBeLessThan(limits.keepAliveTimeoutMs + 500);
  });

  it('caps open connections: beyond maxConnections a connection is closed at once; served again once they go', async () => {
    const port = await start({ ...FAST, headersTimeoutMs: 800, maxConnections: 5 });
    const held = Array.from({ length: 5 }, () => open(port, 'GET / HTTP/1.1\r\n'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await open(port, 'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\n\r\n').closed;
    expect(refused.text).toBe('');
    expect(refused.afterMs).toBeLessThan(300);
    await Promise.all(held.map((h) => h.closed));
    const served = open(port, 'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await served.closed).text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('caps connections per client address: one address cannot take them all, another is still served', async () => {
    const port = await start({ ...FAST, headersTimeoutMs: 800, maxConnections: 10, maxConnectionsPerAddress: 3 });
    const held = Array.from({ length: 3 }, () => open(port, 'GET / HTTP/1.1\r\n'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await open(port, 'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\n\r\n').closed;
    expect(refused.text).toBe('');
    const other = open(
      port,
      'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      '127.0.0.2',
    );
    expect((await other.closed).text).toMatch(/^HTTP\/1\.1 200 /);
    await Promise.all(held.map((h) => h.closed));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the server's side of the closes
    const again = open(port, 'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await again.closed).text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('caps connections per network prefix: ten neighbours of one /24 cannot take the server, another /24 is served', async () => {
    const port = await start({
      ...FAST,
      headersTimeoutMs: 800,
      maxConnections: 20,
      maxConnectionsPerAddress: 2,
      maxConnectionsPerPrefix: 5,
    });
    // Ten addresses of 127.0.0.0/24, two connections each, would fill all 20 places without the prefix cap.
    const neighbours = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 1}`);
    const held = neighbours.flatMap((from) => [
      open(port, 'GET / HTTP/1.1\r\n', from),
      open(port, 'GET / HTTP/1.1\r\n', from),
    ]);
    const outcomes = await Promise.all(
      held.map(({ closed }) =>
        Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(r, 200, 'open'))]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'open')).toHaveLength(5);
    const elsewhere = open(
      port,
      'GET /v0/metrics/total-supply HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      '127.0.1.1',
    );
    expect((await elsewhere.closed).text).toMatch(/^HTTP\/1\.1 200 /);
    await Promise.all(held.map((h) => h.closed));
  });

  it('the prefix cap is above the per-address one and follows a higher one; one below it is refused', () => {
    const { maxConnections, maxConnectionsPerAddress, maxConnectionsPerPrefix } = defaultServerLimits;
    expect(maxConnectionsPerPrefix).toBeGreaterThan(maxConnectionsPerAddress);
    // The figures the runtime README states.
    const readme = readFileSync('packages/express/src/runtime/README.md', 'utf8').replace(/\s+/g, ' ');
    const clients = Math.ceil(maxConnections / maxConnectionsPerAddress);
    const prefixes = Math.ceil(maxConnections / maxConnectionsPerPrefix);
    const figure = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');
    expect(readme).toContain(
      `the ${figure(maxConnections)} connections take at least ${clients} clients and ${prefixes} prefixes`,
    );
    expect(readme).toContain(`\`maxConnectionsPerPrefix\` is ${maxConnectionsPerPrefix} or`);
    expect(applyServerLimits(createServer(), { maxConnectionsPerAddress: 400 }).maxConnectionsPerPrefix).toBe(400);
    expect(() =>
      applyServerLimits(createServer(), { maxConnectionsPerAddress: 10, maxConnectionsPerPrefix: 5 }),
    ).toThrow('maxConnectionsPerPrefix must not be below maxConnectionsPerAddress');
  });

  it('answers a malformed request line and oversize headers in the error shape with a Request-Id', async () => {
    const port = await start(FAST);
    const malformed = errorOf((await open(port, 'BLAH\r\n\r\n').closed).text);
    expect(malformed.status).toBe(400);
    expect(malformed.head).toMatch(/\r\nRequest-Id: /);
    expect(malformed.json.context.issues).toEqual([
      { field: 'request', message: 'is not a well-formed HTTP/1.1 request' },
    ]);
    const huge = errorOf(
      (await open(port, `GET /v0/metrics HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`).closed).text,
    );
    expect(huge.status).toBe(431);
    expect(huge.head).toMatch(/\r\nRequest-Id: /);
    expect(huge.json.context.issues[0]?.field).toBe('headers');
  });
});
