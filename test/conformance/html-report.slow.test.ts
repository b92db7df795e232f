// The HTML report in a real Chromium with every request but the file refused: it shows the verdict, the checks ×
// operations grid, each failure with request, response excerpt and curl line, the coverage heat map and the latency
// plots, runs its one script under its hash-only content policy, and prints what came from the wire as text (a
// hostile upstream's markup never becomes elements). The screenshot goes to test-output/conformance/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatHtml,
  formatSummary,
  HarRecorder,
  harLimits,
  runConformance,
  startConformanceProxy,
  verifyHar,
  type Report,
} from '../../packages/conformance/src/index.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { launchChromium } from '../support/chromium.js';

const out = path.resolve('test-output/conformance');
const HOSTILE = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">\u0007`;

/** An upstream that answers every request with hostile markup in its body, an error code and a header. */
function hostileUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/v0/metrics')) {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': '<b onmouseover=alert(1)>rid</b>' });
      return res.end(JSON.stringify({ totalSupply: HOSTILE }));
    }
    res.writeHead(418, { 'content-type': 'application/json', 'request-id': 'r1' });
    res.end(JSON.stringify({ code: HOSTILE, message: HOSTILE, docs_url: 'javascript:alert(1)' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let browser: Browser;
let report: Report;
let file: string;
const problems: string[] = [];

beforeAll(async () => {
  const upstream = await hostileUpstream();
  const proxy = await startConformanceProxy({
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    record: new HarRecorder(harLimits),
  });
  // The list of transactions asked twice: the same request answered the same way fails twice alike.
  const targets = [
    '/v0/metrics',
    `/v0/accounts?name=${encodeURIComponent(HOSTILE)}`,
    '/v0/transactions',
    '/v0/transactions',
  ];
  for (const target of targets)
    await fetch(`${proxy.url}${target}`, { headers: { authorization: 'Bearer sk_hostile_test_key' } });
  const har = proxy.har()!;
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
  report = await verifyHar(JSON.stringify(har));
  mkdirSync(out, { recursive: true });
  file = path.join(out, 'report.html');
  writeFileSync(file, formatHtml(report));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('HTML report', () => {
  it('opens offline with verdict, matrix, failures, coverage and latency, and escapes the wire', async () => {
    expect(report.verdict).toBe('failed');
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      problems.push(`blocked request ${url}`);
      return route.abort();
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(pathToFileURL(file).href);

    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.script)).toBe('ran');
    expect(await page.locator('#verdict').innerText()).toBe('FAILED');
    expect(await page.locator('#verdict').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(179, 38, 30)',
    );

    const rows = await page.locator('#matrix tbody tr th.check').allInnerTexts();
    expect(rows.map((row) => row.split(' ')[0])).toEqual(
      expect.arrayContaining(['status_documented', 'response_schema']),
    );
    const failedCell = page.locator('#matrix td.failed[data-check="status_documented"][data-operation="listAccounts"]');
    expect(await failedCell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(244, 184, 179)');
    expect(await page.locator('#matrix td.passed').count()).toBeGreaterThan(0);
    await failedCell.locator('a').click();
    const target = await page.evaluate(() => location.hash);
    const failure = page.locator(`section.failure${target}`);
    expect(await failure.locator('h3').innerText()).toContain('status_documented · listAccounts');
    expect(await failure.locator('pre.curl').first().innerText()).toMatch(
      /^curl -sS -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/v0\/accounts\?name=/,
    );
    expect(await failure.locator('pre.response').first().innerText()).toContain('<script>window.__pwned=1</script>');
    // One answer that fails a check twice the same way is one block, counted.
    const sections = await page
      .locator('section.failure')
      .evaluateAll((all) => all.map((section) => [...section.querySelectorAll('p.msg')].map((p) => p.textContent)));
    for (const messages of sections) expect(messages.length, messages.join('\n')).toBe(new Set(messages).size);
    expect(sections.flat().some((message) => /^status 418 is not documented .*×2$/.test(message!))).toBe(true);
    expect(formatSummary(report)).toMatch(/\n {4}status 418 is not documented [^\n]*\(×2\)\n/);

    // Only the report's own script exists, it ran, and nothing the upstream sent became an element.
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('body').innerText()).toContain('␇');

    const heat = page.locator('#coverage td[data-status="418"]').first();
    expect(await heat.getAttribute('class')).toBe('undocumented');
    expect(await page.locator('#coverage td.unseen').count()).toBeGreaterThan(0);
    expect(await page.locator('#latency tbody tr').count()).toBe(report.latency.length);
    expect(await page.locator('#latency svg rect').count()).toBeGreaterThan(0);

    await page.locator('#only-failing').check();
    expect(await page.locator('#matrix tr.all-passed').first().isVisible()).toBe(false);
    await page.locator('#only-failing').uncheck();

    const shot = path.join(out, 'report.png');
    await page.screenshot({ path: shot, fullPage: true });
    process.stdout.write(`HTML report screenshot: ${shot}\n`);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('fits the coverage table of a run in 1,280 px, with documented statuses never seen in a neutral style', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
    let run: Report;
    try {
      run = await runConformance({
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKeys.primary,
        otherApiKey: sandbox.apiKeys.other,
        seed: 1,
      });
    } finally {
      await sandbox.close();
    }
    const runFile = path.join(out, 'run-report.html');
    writeFileSync(runFile, formatHtml(run));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(runFile).href);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      right: Math.max(...[...document.querySelectorAll('#coverage th')].map((th) => th.getBoundingClientRect().right)),
      statuses: [...document.querySelectorAll('#coverage thead th')].map((th) => th.textContent),
    }));
    // The widest a run gets: every status the contract documents has its column.
    expect(widths.statuses).toEqual(expect.arrayContaining(['429', '500', '503']));
    expect(widths.page).toBeLessThanOrEqual(1280);
    expect(widths.right).toBeLessThanOrEqual(1280);
    const unseen = page.locator('#coverage td.unseen').first();
    const style = await unseen.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { color: computed.color, background: computed.backgroundColor };
    });
    expect(style).toEqual({ color: 'rgb(138, 147, 163)', background: 'rgb(255, 255, 255)' });
    expect(await page.locator('#coverage s').count()).toBe(0);
    await page.screenshot({ path: path.join(out, 'run-report.png'), fullPage: true });
    await context.close();
  }, 90_000);

  it('states a hash-only content policy, with no unsafe-inline and nothing to load', () => {
    const html = formatHtml(report);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!;
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+=*'; style-src 'sha256-[\w+/]+=*'; /);
    expect(policy).not.toContain('unsafe');
    expect(html).not.toMatch(/ style="| on\w+="|src="http|href="http/);
  });
});
