// The client bundled for browsers (esbuild, platform browser: a node: import would fail the build) runs in
// Chromium against the fixture on 127.0.0.1: session exchange, pagination, text results and typed errors.
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { fixtureApiKey, startFixture, type Fixture } from './fixture-server.js';

let fixture: Fixture;
let browser: Browser;

// Runs in the page as written (a string, so the test runner does not rewrite its dynamic import).
const pageScript = `
  import { createClient, NotFoundError } from '/__test/client.js';
  const client = createClient({ baseUrl: location.origin, apiKey: ${JSON.stringify(fixtureApiKey)} });
  const ids = [];
  for await (const tx of client.transactions.list({ type: ['mint', 'redeem'], limit: 2 })) ids.push(tx.id);
  const supply = await client.metrics.totalSupply();
  const error = await client.transactions.get('missing').catch((e) => e);
  window.result = { ids: ids.length, supply, notFound: error instanceof NotFoundError, code: error.code, requestId: error.requestId };
`;

beforeAll(async () => {
  fixture = await startFixture({ transactions: 12 });
  const bundle = await build({
    entryPoints: [new URL('../../packages/client/src/generated/client.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  fixture.serve('/__test/client.js', 'text/javascript', bundle.outputFiles[0]!.text);
  fixture.serve(
    '/__test/index.html',
    'text/html',
    `<!doctype html><title>client</title><script type="module">${pageScript}</script>`,
  );
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await fixture.close();
});

it('runs in Chromium: exchange, for-await pagination, text supply, typed errors with Request-Id', async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${fixture.url}/__test/index.html`);
  const result = await (
    await page.waitForFunction(() => (window as unknown as { result?: unknown }).result, undefined, { timeout: 10_000 })
  ).jsonValue();
  expect(problems).toEqual([]);
  // 12 transactions cycling through 5 types: indexes 0, 1, 5, 6, 10, 11 are mint or redeem.
  expect(result).toEqual({
    ids: 6,
    supply: '1000.5',
    notFound: true,
    code: 'transaction_not_found',
    requestId: expect.stringMatching(/^req_\d+$/),
  });
  expect(fixture.exchanges).toBe(1);
  const lists = fixture.requests.filter((request) => request.path === '/v0/transactions');
  expect(lists).toHaveLength(3);
  expect(lists.every((request) => request.query.get('type') === 'mint,redeem')).toBe(true);
});
