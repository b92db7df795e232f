// When the run cannot start, the message names the cause: a deployment that never answers (after the per-request
// timeout, not the whole run's), a gateway's HTML page instead of the API's answer, a refused connection (without
// the fetch wrapper's class name). Real HTTP servers on loopback; the command runs in-process.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { runCli } from '../support/run-cli.js';

let server: Server | undefined;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

const conformance = (baseUrl: string, ...extra: string[]) =>
  runCli('conformance', ['--base-url', baseUrl, '--api-key', 'sk_message_test', ...extra]);

describe('why a conformance run could not start', () => {
  it('a deployment that accepts the connection but never answers: the request, after the per-request timeout', async () => {
    const url = await serve(() => {});
    const result = await conformance(url, '--request-timeout', '0.2');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`no answer within 0.2 s from POST ${url}/v0/auth/token`);
    expect(result.stderr).not.toContain('TimeoutError');
  });

  it('the per-request timeout has its own default, shown in the usage', async () => {
    const result = await runCli('conformance', ['--help']);
    expect(result.stdout).toMatch(/--request-timeout S\s+time limit of each request in seconds \(default 15\)/);
  });

  it('a gateway page on the token exchange: what came back, and that it is not the API', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    const result = await conformance(url);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`POST ${url}/v0/auth/token answered 502 text/html, not the API's answer`);
    expect(result.stderr).not.toContain('refused');
  });

  it('a refused connection, without the fetch wrapper class name', async () => {
    const port = await freePort();
    const result = await conformance(`http://127.0.0.1:${port}`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `cannot reach http://127.0.0.1:${port}: connection refused (ECONNREFUSED 127.0.0.1:${port})`,
    );
    expect(result.stderr).not.toContain('TypeError');
  });

  it('a base URL ending in the prefix every path starts with: says so, sends nothing', async () => {
    let requests = 0;
    const url = await serve((_req, res) => {
      requests += 1;
      res.writeHead(404).end();
    });
    const result = await conformance(`${url}/v0/`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`the base URL should not end in /v0`);
    expect(result.stderr).toContain(`Next step: pass ${url}\n`);
    expect(requests).toBe(0);
  });

  it('the same key as --api-key and --other-api-key: a usage error, not three critical failures', async () => {
    const url = await serve((_req, res) => res.writeHead(500).end());
    const result = await conformance(url, '--other-api-key', 'sk_message_test');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--api-key and --other-api-key are the same key');
    expect(result.stderr).toContain('Usage: ausd-api conformance');
    expect(result.stdout).toBe('');
  });

  it('an HTML page answering 200: names text/html', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Welcome</title>');
    });
    const result = await conformance(url);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`POST ${url}/v0/auth/token answered 200 text/html, not the API's JSON`);
  });

  it('https:// against a plain HTTP port: says so, without an OpenSSL line', async () => {
    const url = await serve((_req, res) => res.end('plain'));
    const result = await conformance(url.replace('http:', 'https:'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the port answers plain HTTP, not TLS: use an http:// URL');
    expect(result.stderr).not.toMatch(/SSL routines|openssl/i);
  });
});
