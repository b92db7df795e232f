// A broken upstream is a finding, never the proxy's end: a status line outside HTTP's range is answered 502 in the
// API's error shape, an answer dropped mid-body is cut for the caller too (it streams through), and either is
// recorded as a failure of the upstream in the report while the proxy goes on.
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceProxy, type RunningProxy } from '../../packages/conformance/src/index.js';
import { proxyCli } from '../support/proxy-cli.js';

/** What the raw upstream writes for each path: a well-formed answer, or one of the broken ones. */
const answers: Record<string, (socket: Socket) => void> = {
  '/v0/metrics/total-supply': (socket) =>
    socket.end(
      'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nRequest-Id: 00000000-0000-4000-8000-000000000001\r\n' +
        'Content-Length: 8\r\nConnection: close\r\n\r\n1.000000',
    ),
  '/v0/metrics/circulating-supply': (socket) => {
    socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n1.0');
    setTimeout(() => socket.destroy(), 20);
  },
  '/v0/metrics': (socket) => socket.end('HTTP/1.1 000 Nothing\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'),
  '/v0/accounts': (socket) => socket.end('HTTP/1.1 099 Early\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
};

async function rawUpstream(): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => {
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const target = /^[A-Z]+ (\S+) HTTP/.exec(head)?.[1];
      if (target === undefined || !head.includes('\r\n\r\n')) return;
      socket.removeAllListeners('data');
      answers[target.split('?')[0]!]!(socket);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The status and body a caller got; `cut` when the answer broke off before its end. */
function get(url: string): Promise<{ status: number; text: string; cut?: true }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, text, cut: true }));
    })
      .on('error', reject)
      .end();
  });
}

const broken = ['/v0/metrics/circulating-supply', '/v0/metrics', '/v0/accounts'];
/** What the caller gets for each broken answer: the cut passed on, or the proxy's 502. */
const expected: Record<string, object> = {
  '/v0/metrics/circulating-supply': { status: 200, cut: true },
  '/v0/metrics': { status: 502, text: expect.stringContaining('"code":"internal_error"') },
  '/v0/accounts': { status: 502, text: expect.stringContaining('"code":"internal_error"') },
};

describe('conformance proxy: malformed upstream answers', () => {
  let upstream: Awaited<ReturnType<typeof rawUpstream>>;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await rawUpstream();
    proxy = await startConformanceProxy({ upstream: upstream.url });
  });
  afterAll(async () => {
    await proxy.close();
    upstream.server.close();
  });

  for (const path of broken) {
    it(`passes on the failure of ${path}, records it as the upstream's and goes on`, async () => {
      expect(await get(`${proxy.url}${path}`)).toMatchObject(expected[path]!);
      expect((await get(`${proxy.url}/v0/metrics/total-supply`)).status).toBe(200);
      const failures = proxy
        .report()
        .cells.filter((cell) => cell.check === 'no_server_error' && cell.status === 'failed')
        .flatMap((cell) => cell.failures);
      expect(failures.map((failure) => failure.request?.url)).toContain(`${upstream.url}${path}`);
    });
  }
});

describe('ausd-api conformance proxy with a malformed upstream', () => {
  it('keeps running and writes a report naming the upstream failures', async () => {
    const upstream = await rawUpstream();
    const dir = mkdtempSync(join(tmpdir(), 'proxy-upstream-'));
    try {
      const { child, url: listening, exit } = proxyCli(['--upstream', upstream.url, '--report', join(dir, 'r.json')]);
      const url = await listening;
      for (const path of broken) expect(await get(`${url}${path}`)).toMatchObject(expected[path]!);
      expect((await get(`${url}/v0/metrics/total-supply`)).status).toBe(200);
      child.kill('SIGTERM');
      const ended = await exit;
      expect(ended.status).toBe(1);
      expect(ended.stderr).not.toMatch(/Unhandled|RangeError|at /);
      const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
      expect(report.requests).toBe(4);
      const cell = report.cells.find(
        (c: { check: string; operationId: string }) => c.check === 'no_server_error' && c.operationId === 'getMetrics',
      );
      expect(cell.status).toBe('failed');
    } finally {
      upstream.server.close();
    }
  }, 60_000);
});
