// The proxy forwards to its upstream and nowhere else: absolute-form, scheme-relative and doubled-slash targets
// are refused in the API's error shape before anything is sent, a Host naming anything but the proxy's own
// addresses is refused (DNS rebinding), and binding beyond loopback is announced loudly.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformanceProxy, type RunningProxy } from '../../packages/conformance/src/index.js';
import { exposureWarning } from '../../packages/conformance/src/proxy/admission.js';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A plain HTTP server recording what reaches it: the proxy's upstream, or a bystander nothing may reach. */
async function recordingServer(): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': '00000000-0000-4000-8000-000000000001' });
    res.end('{"totalSupply":"1.000000"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

/** One request with the target sent byte for byte and the Host header chosen by the test. */
function send(
  port: number,
  target: string,
  host: string,
): Promise<{ status: number; json: { code?: string; docs_url?: string; context?: { issues?: unknown[] } } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        headers: { host, authorization: 'Bearer sk_test_relay_secret' },
        setHost: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('conformance proxy: forwards to its upstream only', () => {
  let upstream: Awaited<ReturnType<typeof recordingServer>>;
  let bystander: Awaited<ReturnType<typeof recordingServer>>;
  let proxy: RunningProxy;
  let own: string;

  beforeAll(async () => {
    upstream = await recordingServer();
    bystander = await recordingServer();
    proxy = await startConformanceProxy({ upstream: `http://127.0.0.1:${upstream.port}` });
    own = `127.0.0.1:${proxy.port}`;
  });
  afterAll(async () => {
    await proxy.close();
    upstream.server.close();
    bystander.server.close();
  });

  const refused: Array<[string, (port: number) => string]> = [
    ['an absolute-form target', (port) => `http://127.0.0.1:${port}/v0/metrics/total-supply`],
    ['a scheme-relative target', (port) => `//127.0.0.1:${port}/v0/metrics/total-supply`],
    ['an accidental double slash', () => '//v0/accounts'],
    ['a backslash after the first slash', (port) => `/\\127.0.0.1:${port}/v0/metrics/total-supply`],
    ['the asterisk form', () => '*'],
  ];
  for (const [what, target] of refused) {
    it(`refuses ${what} in the API's error shape and sends nothing anywhere`, async () => {
      const before = upstream.seen.length;
      const answer = await send(proxy.port, target(bystander.port), own);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('parameter_invalid');
      expect(answer.json.docs_url).toMatch(/^https?:\/\//);
      expect(answer.json.context?.issues).toEqual([expect.objectContaining({ field: 'request' })]);
      expect(bystander.seen).toEqual([]);
      expect(upstream.seen.length).toBe(before);
    });
  }

  it('refuses a Host that names no address the proxy listens on (DNS rebinding)', async () => {
    const before = upstream.seen.length;
    const answer = await send(proxy.port, '/v0/metrics/total-supply', `rebound.example:${proxy.port}`);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('parameter_invalid');
    expect(answer.json.context?.issues).toEqual([expect.objectContaining({ field: 'Host' })]);
    expect(upstream.seen.length).toBe(before);
  });

  it('forwards an origin-form target to the upstream, under its own Host, for its own and the loopback names', async () => {
    for (const host of [own, `localhost:${proxy.port}`, 'LOCALHOST.']) {
      const answer = await send(proxy.port, '/v0/metrics/total-supply?x=1', host);
      expect(answer.status).toBe(200);
      expect(upstream.seen.at(-1)).toMatchObject({
        url: '/v0/metrics/total-supply?x=1',
        headers: { host: `127.0.0.1:${upstream.port}`, authorization: 'Bearer sk_test_relay_secret' },
      });
    }
    expect(bystander.seen).toEqual([]);
  });
});

describe("conformance proxy: stays under the upstream's base path", () => {
  let upstream: Awaited<ReturnType<typeof recordingServer>>;
  let proxy: RunningProxy;
  let own: string;

  beforeAll(async () => {
    upstream = await recordingServer();
    proxy = await startConformanceProxy({ upstream: `http://127.0.0.1:${upstream.port}/ausd` });
    own = `127.0.0.1:${proxy.port}`;
  });
  afterAll(async () => {
    await proxy.close();
    upstream.server.close();
  });

  for (const target of [
    '/../admin',
    '/%2e%2e/admin',
    '/%2E%2E/admin?x=1',
    '/v0/../../admin',
    '/v0/%2e%2e/%2e%2e/admin',
    '/.%2e/ausdx/v0/metrics',
    '/..',
  ]) {
    it(`refuses ${target} in the API's error shape and sends nothing upstream`, async () => {
      const before = upstream.seen.length;
      const answer = await send(proxy.port, target, own);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('parameter_invalid');
      expect(answer.json.context?.issues).toEqual([expect.objectContaining({ field: 'request' })]);
      expect(upstream.seen.length).toBe(before);
    });
  }

  it('forwards a target under the base, its dot segments resolved within it', async () => {
    for (const [target, received] of [
      ['/v0/metrics/total-supply', '/ausd/v0/metrics/total-supply'],
      ['/v0/accounts/../metrics/./total-supply?x=1', '/ausd/v0/metrics/total-supply?x=1'],
    ]) {
      const answer = await send(proxy.port, target!, own);
      expect(answer.status).toBe(200);
      expect(upstream.seen.at(-1)?.url).toBe(received);
    }
  });
});

describe('conformance proxy: binding beyond loopback', () => {
  it('warns for an address other machines reach, and is silent on loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'proxy.internal'])
      expect(exposureWarning(host)).toMatch(/WARNING.*beyond loopback/s);
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(exposureWarning(host)).toBeUndefined();
  });
});
