// `verify` over what a browser's developer tools export: a HAR shaped as Chrome and Firefox save it (pages,
// `_initiator`, `_resourceType`, HTTP/2 pseudo-headers, a base64 body, a cancelled request, the page's HTML, script
// and font entries) around real answers of a sandbox. The API's entries are found with and without --url-prefix,
// the rest skipped and counted, and no token the browser sent reaches the report. Input that is not HAR exits 2.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJunit, formatSummary, verifyHar, HarInputError } from '../../packages/conformance/src/index.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { runCli } from '../support/run-cli.js';
import { failureLines } from './failed-checks.js';

let sandbox: RunningSandbox;
let browserHar: Record<string, unknown>;
let token: string;

/** One fetch of the sandbox as a Chrome export records it. */
async function chromeEntry(path: string, init: { method?: string; body?: string; authorization?: string } = {}) {
  const url = `${sandbox.url}${path}`;
  const started = Date.now();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.authorization) headers.authorization = init.authorization;
  if (init.body) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await response.text();
  const answerHeaders = [{ name: ':status', value: String(response.status) }];
  response.headers.forEach((value, name) => answerHeaders.push({ name, value }));
  return {
    _initiator: { type: 'script', stack: { callFrames: [{ url: 'https://app.example/main.js', lineNumber: 1 }] } },
    _priority: 'High',
    _resourceType: 'fetch',
    cache: {},
    connection: '443',
    pageref: 'page_1',
    request: {
      method: init.method ?? 'GET',
      url,
      httpVersion: 'http/2.0',
      headers: [
        { name: ':method', value: init.method ?? 'GET' },
        ...Object.entries(headers).map(([name, value]) => ({ name, value })),
      ],
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      cookies: [],
      headersSize: -1,
      bodySize: init.body?.length ?? 0,
      ...(init.body ? { postData: { mimeType: 'application/json', text: init.body } } : {}),
    },
    response: {
      status: response.status,
      statusText: '',
      httpVersion: 'http/2.0',
      headers: answerHeaders,
      cookies: [],
      content: { size: text.length, mimeType: response.headers.get('content-type') ?? '', text },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _transferSize: text.length + 200,
      _error: null,
    },
    serverIPAddress: '127.0.0.1',
    startedDateTime: new Date(started).toISOString(),
    time: Date.now() - started + 0.5,
    timings: { blocked: 0.2, dns: -1, ssl: -1, connect: -1, send: 0.1, wait: 3, receive: 0.2, _blocked_queueing: 0.1 },
  };
}

const pageEntry = (url: string, mimeType: string, text: string, extra: Record<string, unknown> = {}) => ({
  _initiator: { type: 'other' },
  _resourceType: 'document',
  pageref: 'page_1',
  startedDateTime: '2026-03-01T10:00:00.000Z',
  time: 20,
  request: {
    method: 'GET',
    url,
    httpVersion: 'http/2.0',
    headers: [],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: 0,
  },
  response: {
    status: 200,
    statusText: 'OK',
    httpVersion: 'http/2.0',
    headers: [{ name: 'content-type', value: mimeType }],
    cookies: [],
    content: { size: text.length, mimeType, text },
    redirectURL: '',
    headersSize: -1,
    bodySize: -1,
  },
  cache: {},
  timings: { send: 1, wait: 10, receive: 9 },
  ...extra,
});

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', seedTransactions: 30 });
  const exchange = await chromeEntry('/v0/auth/token', {
    method: 'POST',
    authorization: `Bearer ${sandbox.apiKeys.primary}`,
  });
  token = JSON.parse(exchange.response.content.text).sessionJwt as string;
  const bearer = `Bearer ${token}`;
  const first = await chromeEntry('/v0/transactions?limit=10&type=mint,redeem', { authorization: bearer });
  const next = JSON.parse(first.response.content.text).nextCursor as string;
  const second = await chromeEntry(`/v0/transactions?limit=10&type=mint,redeem&cursor=${encodeURIComponent(next)}`, {
    authorization: bearer,
  });
  const metrics = await chromeEntry('/v0/metrics');
  // Firefox keeps some bodies in base64.
  metrics.response.content = {
    ...metrics.response.content,
    text: Buffer.from(metrics.response.content.text).toString('base64'),
    encoding: 'base64',
  } as typeof metrics.response.content;
  const missing = await chromeEntry('/v0/transactions/00000000-0000-4000-8000-00000000dead', { authorization: bearer });
  const cancelled = { ...(await chromeEntry('/v0/accounts', { authorization: bearer })) };
  cancelled.response = { ...cancelled.response, status: 0, content: { size: 0, mimeType: 'x-unknown', text: '' } };
  browserHar = {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [
        {
          startedDateTime: '2026-03-01T10:00:00.000Z',
          id: 'page_1',
          title: 'https://app.example/',
          pageTimings: { onContentLoad: 120, onLoad: 300 },
        },
      ],
      entries: [
        pageEntry('https://app.example/', 'text/html', '<!doctype html><title>app</title>'),
        pageEntry('https://app.example/main.js', 'application/javascript', 'console.log(1)', {
          _resourceType: 'script',
        }),
        pageEntry('https://fonts.example/inter.woff2', 'font/woff2', '', { _resourceType: 'font' }),
        pageEntry('data:image/png;base64,iVBORw0KGgo=', 'image/png', ''),
        exchange,
        first,
        second,
        metrics,
        missing,
        cancelled,
      ],
    },
  };
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
});

describe('verify over a browser-exported HAR', () => {
  it('finds the API entries by the version prefix, skips and counts the rest, and passes them', async () => {
    const report = await verifyHar(JSON.stringify(browserHar));
    expect(failureLines(report)).toEqual([]);
    expect(report.verdict).toBe('passed');
    expect(report.requests).toBe(5);
    expect(report.notes).toEqual([
      'HAR: 10 entries, 5 checked (API entries: any URL with /v0/ in its path), 5 skipped: 4 not an API URL (no /v0/ in the path); 1 no answer recorded (status 0: blocked, cancelled or failed in the browser)',
    ]);
    const passed = report.cells.filter((c) => c.status === 'passed').map((c) => `${c.check}·${c.operationId}`);
    expect(passed).toEqual(
      expect.arrayContaining([
        'pagination_chain·listTransactions',
        'filter_semantics·listTransactions',
        'ordering·listTransactions',
        'response_schema·getMetrics',
        'error_code_documented·getTransaction',
      ]),
    );
    for (const text of [formatSummary(report), formatJunit(report), JSON.stringify(report)]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(sandbox.apiKeys.primary);
    }
  });

  it('with --url-prefix takes only the entries under it', async () => {
    const har = structuredClone(browserHar) as { log: { entries: Array<{ request: { url: string } }> } };
    // The same API path on another host: taken by the version prefix, left out by --url-prefix.
    har.log.entries[0]!.request.url = 'https://other.example/v0/metrics';
    expect((await verifyHar(JSON.stringify(har))).requests).toBe(6);
    const report = await verifyHar(JSON.stringify(har), { urlPrefix: `${sandbox.url}/` });
    expect(report.requests).toBe(5);
    expect(report.notes![0]).toContain(`4 outside ${sandbox.url};`);
  });

  it('catches a recorded page out of order', async () => {
    const har = structuredClone(browserHar) as { log: { entries: Array<{ response: { content: { text: string } } }> } };
    const page = har.log.entries[5]!.response.content;
    const body = JSON.parse(page.text) as { data: unknown[] };
    body.data.reverse();
    page.text = JSON.stringify(body);
    const report = await verifyHar(JSON.stringify(har));
    const failed = report.cells.filter((c) => c.status === 'failed').map((c) => `${c.check}·${c.operationId}`);
    expect(failed).toEqual(['pagination_chain·listTransactions', 'ordering·listTransactions']);
    expect(report.cells.find((c) => c.check === 'ordering')!.failures[0]!.message).toMatch(/^item 1: initiatedAt /);
  });

  it('refuses what is not HAR, naming what is wrong', async () => {
    await expect(verifyHar('{"log": {}}')).rejects.toThrow(
      new HarInputError('no log.entries list: not a HAR file (export one with "Save all as HAR")'),
    );
    await expect(verifyHar('<html>')).rejects.toThrow(/^not JSON: /);
    await expect(
      verifyHar('{"log":{"entries":[{"request":{"method":"GET"},"response":{"status":200}}]}}'),
    ).rejects.toThrow('entry 0: request.url must be a string, got undefined');
  });
});

describe('ausd-api conformance verify: usage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-usage-'));
  const cases: Array<[string, string[], string | RegExp]> = [
    ['no file', [], 'name the HAR file to verify'],
    ['a missing file', [join(dir, 'none.har')], 'none.har: no such file'],
    ['a folder', [dir], 'a folder, not a file'],
    [
      'an unknown check',
      ['FILE', '--checks', 'response_shape'],
      /--checks: no check named 'response_shape'\. Checks: status_documented, /,
    ],
    [
      'an unknown operation',
      ['FILE', '--operations', 'listWallets'],
      /no operation or tag named 'listWallets'\. Operations: exchangeApiKey, .*; tags: Auth, /,
    ],
    ['a bad prefix', ['FILE', '--url-prefix', 'staging'], "--url-prefix must be an http(s) URL, got 'staging'"],
    ['a file that is not HAR', ['BAD'], 'not JSON: '],
  ];
  const file = join(dir, 'browser.har');
  const bad = join(dir, 'bad.har');
  for (const [label, args, message] of cases) {
    it(`exits 2 on ${label}`, async () => {
      writeFileSync(file, JSON.stringify(browserHar));
      writeFileSync(bad, 'HTTP/1.1 200 OK');
      const argv = args.map((arg) => (arg === 'FILE' ? file : arg === 'BAD' ? bad : arg));
      const result = await runCli('conformance', ['verify', ...argv]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message,
      );
      expect(result.stderr).toContain('Usage: ausd-api conformance verify FILE.har');
    });
  }

  it('exits 0 on the browser export and 3 on a HAR with no API entry', async () => {
    writeFileSync(file, JSON.stringify(browserHar));
    expect((await runCli('conformance', ['verify', file])).code).toBe(0);
    const none = await runCli('conformance', ['verify', file, '--url-prefix', 'https://elsewhere.example']);
    expect(none.code).toBe(3);
    expect(none.stdout).toMatch(/^INCOMPLETE: /m);
  });
});
