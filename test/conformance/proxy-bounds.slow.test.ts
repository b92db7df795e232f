// What the proxy holds is bounded: bodies stream through (the upstream sees a request before the caller finished
// sending it, the caller sees an answer before the upstream finished it), only a bounded copy is inspected and
// the copies in flight share one budget; the coverage table keeps a bounded set of short codes; a silent upstream
// is given up on, and SIGTERM with a request in flight still ends the process with its report.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startConformanceProxy, type RunningProxy } from '../../packages/conformance/src/index.js';
import { proxyCli } from '../support/proxy-cli.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upstreamWith(handler: Handler): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function proxyTo(upstream: string, limits?: Parameters<typeof startConformanceProxy>[0]['limits']) {
  const proxy: RunningProxy = await startConformanceProxy({ upstream, ...(limits ? { limits } : {}) });
  cleanups.push(() => proxy.close());
  return proxy;
}

/** A request whose body the test writes piece by piece; resolves the answer's status and body. */
function open(url: string, method = 'GET') {
  const chunks: Buffer[] = [];
  let firstChunk!: () => void;
  const first = new Promise<void>((resolve) => (firstChunk = resolve));
  const req = httpRequest(url, { method, headers: { 'content-type': 'application/json' } });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        firstChunk();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
  return { req, answer, first };
}

const json = { 'content-type': 'application/json', 'request-id': '00000000-0000-4000-8000-000000000001' };

describe('conformance proxy: bodies stream, inspection is bounded', () => {
  it('streams a request body to the upstream before the caller finished sending it', async () => {
    let arrived!: (bytes: number) => void;
    const firstBytes = new Promise<number>((resolve) => (arrived = resolve));
    const upstream = await upstreamWith((req, res) => {
      req.once('data', (chunk: Buffer) => arrived(chunk.length));
      req.on('end', () => res.writeHead(201, json).end('{}'));
    });
    const proxy = await proxyTo(upstream);
    const call = open(`${proxy.url}/v0/accounts`, 'POST');
    call.req.write('{"kind":"wallet",');
    expect(await firstBytes).toBeGreaterThan(0);
    call.req.end('"networks":[]}');
    expect((await call.answer).status).toBe(201);
  });

  it('streams an answer to the caller before the upstream finished it', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, json);
      res.write('{"data":[');
      void finished.then(() => res.end('],"nextCursor":null}'));
    });
    const proxy = await proxyTo(upstream);
    const call = open(`${proxy.url}/v0/accounts`);
    call.req.end();
    await call.first;
    finish();
    expect(await call.answer).toEqual({ status: 200, text: '{"data":[],"nextCursor":null}' });
  });

  it('forwards an answer above the inspection bound whole, and reports it as not inspected', async () => {
    const big = JSON.stringify({ data: [], nextCursor: null, padding: 'x'.repeat(10_000) });
    const upstream = await upstreamWith((_req, res) => res.writeHead(200, json).end(big));
    const proxy = await proxyTo(upstream, { inspectedAnswerBytes: 4096 });
    const call = open(`${proxy.url}/v0/accounts`);
    call.req.end();
    expect((await call.answer).text).toBe(big);
    expect(proxy.report().cutShort).toContainEqual(
      expect.objectContaining({ operationId: 'listAccounts', reason: expect.stringMatching(/not inspected.*4096/) }),
    );
  });

  it('holds at most its budget of bodies in flight: a concurrent answer beyond it is forwarded, not inspected', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    let bothStarted!: () => void;
    const both = new Promise<void>((resolve) => (bothStarted = resolve));
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, json);
      res.write(`{"data":[],"nextCursor":null,"padding":"${'x'.repeat(3000)}`);
      if (++started === 2) bothStarted();
      void released.then(() => res.end('"}'));
    });
    const proxy = await proxyTo(upstream, { bytesInFlight: 4096 });
    const calls = [open(`${proxy.url}/v0/accounts`), open(`${proxy.url}/v0/routes`)];
    for (const call of calls) call.req.end();
    await Promise.all([both, ...calls.map((call) => call.first)]);
    release();
    for (const call of calls) expect((await call.answer).status).toBe(200);
    expect(proxy.report().cutShort).toContainEqual(
      expect.objectContaining({ reason: expect.stringMatching(/not inspected.*bodies in flight/) }),
    );
  });
});

describe('conformance proxy: the coverage table is bounded', () => {
  it('keeps a bounded number of error codes per status, each cut short', async () => {
    let n = 0;
    const upstream = await upstreamWith((_req, res) => {
      n += 1;
      res.writeHead(400, json).end(JSON.stringify({ code: `${n}_${'c'.repeat(10_000)}`, message: 'm', docs_url: 'x' }));
    });
    const proxy = await proxyTo(upstream);
    for (let i = 0; i < 200; i++) {
      const call = open(`${proxy.url}/v0/accounts`);
      call.req.end();
      await call.answer;
    }
    const status = proxy
      .report()
      .coverage.find((op) => op.operationId === 'listAccounts')!
      .statuses.find((s) => s.status === '400')!;
    expect(status.observed).toBe(200);
    const codes = Object.keys(status.codes);
    expect(codes.length).toBeLessThanOrEqual(51);
    expect(Math.max(...codes.map((code) => code.length))).toBeLessThanOrEqual(100);
    expect(Object.values(status.codes).reduce((sum, count) => sum + count, 0)).toBe(200);
    expect(JSON.stringify(proxy.report()).length).toBeLessThan(200_000);
  });
});

describe('conformance proxy: a silent upstream', () => {
  it('gives up after the upstream timeout with 504 and records it', async () => {
    const upstream = await upstreamWith(() => undefined);
    const proxy = await proxyTo(upstream, { upstreamTimeoutMs: 300 });
    const call = open(`${proxy.url}/v0/metrics`);
    call.req.end();
    const answer = await call.answer;
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'internal_error' });
    const cell = proxy.report().cells.find((c) => c.check === 'no_server_error' && c.operationId === 'getMetrics');
    expect(cell?.failures[0]?.message).toMatch(/sent nothing for 0\.3 s/);
  });

  it('checks a large invalid upstream list at once and still ends on SIGTERM with its report', async () => {
    const page = JSON.stringify({
      data: Array.from({ length: 200_000 }, () => ({ kind: 'wallet' })),
      nextCursor: null,
    });
    const upstream = await upstreamWith((_req, res) => res.writeHead(200, json).end(page));
    const dir = mkdtempSync(join(tmpdir(), 'proxy-bounds-'));
    const { child, url: listening, exit } = proxyCli(['--upstream', upstream, '--report', join(dir, 'r.json')]);
    cleanups.push(() => child.kill('SIGKILL'));
    const url = await listening;
    const call = open(`${url}/v0/accounts`);
    call.req.end();
    expect((await call.answer).text.length).toBe(page.length);
    child.kill('SIGTERM');
    expect((await exit).status).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    const cell = report.cells.find((c: { check: string; operationId: string }) => c.check === 'response_schema');
    expect([cell.operationId, cell.status]).toEqual(['listAccounts', 'failed']);
  }, 30_000);

  it('ends on SIGTERM with a request in flight and writes its report', async () => {
    let reached!: () => void;
    const hanging = new Promise<void>((resolve) => (reached = resolve));
    const upstream = await upstreamWith(() => reached());
    const dir = mkdtempSync(join(tmpdir(), 'proxy-bounds-'));
    const { child, url: listening, exit } = proxyCli(['--upstream', upstream, '--report', join(dir, 'r.json')]);
    cleanups.push(() => child.kill('SIGKILL'));
    const url = await listening;
    const call = open(`${url}/v0/metrics`);
    call.req.on('error', () => undefined);
    call.answer.catch(() => undefined);
    call.req.end();
    await hanging;
    child.kill('SIGTERM');
    expect((await exit).status).toBe(3);
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).mode).toBe('proxy');
  }, 30_000);
});
