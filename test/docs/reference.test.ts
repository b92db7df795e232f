// The offline API reference in a real Chromium with the network blocked: it renders from the file alone,
// lists every operation, and shows examples and error codes.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.js';

const page_ = path.resolve('generated/docs/index.html');
const screenshot = path.resolve('test-output/docs-reference.png');
const sandboxHelpers = existsSync(path.resolve('sandbox/test-helpers.md'));
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));

let browser: Browser;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('file:')) return route.continue();
    problems.push(`blocked request ${url}`);
    return route.abort();
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed request ${request.url()}`));
  await page.goto(pathToFileURL(page_).href);
  await page.locator('[data-item-id*="/operation/"]').first().waitFor({ state: 'attached', timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('offline API reference', () => {
  it('lists all 13 operations in the navigation', async () => {
    const items = await page.locator('[data-item-id*="/operation/"]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-item-id')!.split('/operation/')[1]),
    );
    expect([...items].sort()).toEqual(Object.keys(operations).sort());
    expect(items).toHaveLength(13);
  });

  it('shows an operation with its request example and error codes', async () => {
    const { tag } = operations.createRoute;
    const anchor = `tag/${tag}/operation/createRoute`;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, anchor);
    const section = page.locator(`[id="${anchor}"]`);
    await section.waitFor({ state: 'visible', timeout: 10_000 });

    const example = Object.values(contract.paths['/v0/routes'].post.requestBody.content['application/json'].examples as Record<string, { value: { to: { accountId: string } } }>)[0]!;
    const sample = section.getByText(`"${example.value.to.accountId}"`).first();
    expect(await sample.isVisible()).toBe(true);

    for (const code of operations.createRoute.responses['409'].codes) {
      expect(await section.getByText(code, { exact: true }).first().isVisible(), code).toBe(true);
    }
    mkdirSync(path.dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot });
  });

  it('gives every operation its error codes and response samples', async () => {
    for (const spec of Object.values(operations)) {
      const section = page.locator(`[id="tag/${spec.tag}/operation/${spec.operationId}"]`);
      const text = await section.innerText();
      expect(text, spec.operationId).toContain('Error codes');
      expect(text, spec.operationId).toContain('Response samples');
      for (const response of Object.values(spec.responses)) {
        for (const code of response.codes) expect(text, `${spec.operationId} ${code}`).toContain(code);
      }
    }
  });

  it(`${sandboxHelpers ? 'includes' : 'omits'} the sandbox test helpers section as sandbox/test-helpers.md ${sandboxHelpers ? 'exists' : 'is absent'}`, async () => {
    expect(await page.locator('[role="menuitem"]', { hasText: 'Sandbox test helpers' }).count()).toBe(sandboxHelpers ? 1 : 0);
  });

  it('made no request beyond the file itself, and logged no error', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
