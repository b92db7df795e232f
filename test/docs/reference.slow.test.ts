// The offline API reference in a real Chromium with the network blocked: it renders from the file alone, lists
// every operation with its samples and error codes, has the guide pages (the Sandbox page read from the helpers'
// own document), resolves every `docs_url` to its anchor and finds operations, codes and guide headings through
// search. Screenshots at a desktop and a narrow width go to test-output/docs/.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog, errorDocsUrl, operations } from '../../packages/contract-facts/src/generated/operations.js';
import { launchChromium } from '../support/chromium.js';
import { readDocsContract, referenceFile } from './docs-contract.js';

const pageUrl = pathToFileURL(referenceFile).href;
const shots = path.resolve('test-output/docs');
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
const helpers = JSON.parse(readFileSync('packages/sandbox/src/generated/helpers/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const docs = readDocsContract();
const guides = docs.tags.filter((tag) => tag['x-traitTag']);
const desktop = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };

let browser: Browser;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

/** A page of the reference in a context whose every request but the file itself is refused. */
async function openReference(
  viewport: { width: number; height: number },
  hash = '',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('file:')) return route.continue();
    problems.push(`blocked request ${url}`);
    return route.abort();
  });
  const opened = await context.newPage();
  opened.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  opened.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  opened.on('requestfailed', (request) => problems.push(`failed request ${request.url()}`));
  await opened.goto(`${pageUrl}${hash}`);
  await opened.locator('[data-item-id*="/operation/"]').first().waitFor({ state: 'attached', timeout: 30_000 });
  return { context, page: opened };
}

async function goTo(target: Page, anchor: string): Promise<void> {
  await target.evaluate((hash) => {
    window.location.hash = hash;
  }, anchor);
  await target.locator(`[id="${anchor}"]`).waitFor({ state: 'visible', timeout: 10_000 });
}

/** Top of the element relative to the viewport, once Redoc has scrolled to it. */
async function topOf(target: Page, id: string): Promise<number> {
  const element = target.locator(`[id="${id}"]`);
  await expect.poll(async () => (await element.boundingBox())?.y ?? Number.NaN, { timeout: 5_000 }).toBeLessThan(200);
  return (await element.boundingBox())!.y;
}

const headingsOf = (markdown = '') => [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());

beforeAll(async () => {
  browser = await launchChromium();
  page = (await openReference(desktop)).page;
  mkdirSync(shots, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('offline API reference', () => {
  it('paints a loading line from the HTML alone, which Redoc replaces', async () => {
    expect(readFileSync(referenceFile, 'utf8')).toMatch(/<div id="redoc"><p class="page-loading">[^<]+<br>Loading/);
    expect(await page.locator('.page-loading').count()).toBe(0);
  });

  it('lays out only the sections in view until the first jump, which lands on its target', async () => {
    for (const jump of ['address', 'menu'] as const) {
      const fresh = await openReference(desktop);
      const laidOut = () => fresh.page.evaluate(() => document.body.classList.contains('laid-out'));
      const lazy = await fresh.page
        .locator('[data-section-id*="/operation/"]')
        .last()
        .evaluate((section) => getComputedStyle(section).contentVisibility);
      expect([lazy, await laidOut()]).toEqual(['auto', false]);
      const anchor =
        jump === 'address'
          ? `tag/${operations.getTransaction.tag}/operation/getTransaction`
          : 'tag/Sandbox-test-helpers';
      if (jump === 'address') await goTo(fresh.page, anchor);
      else await fresh.page.locator(`li[data-item-id="${anchor}"]`).click();
      expect(await laidOut()).toBe(true);
      expect(await topOf(fresh.page, anchor), jump).toBeGreaterThanOrEqual(-5);
      await fresh.context.close();
    }
  });

  it('lists all 13 operations in the navigation', async () => {
    const items = await page
      .locator('[data-item-id*="/operation/"]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-item-id')!.split('/operation/')[1]),
      );
    expect([...items].sort()).toEqual(Object.keys(operations).sort());
    expect(items).toHaveLength(13);
  });

  it('shows an operation with its request example and error codes', async () => {
    const { tag } = operations.createRoute;
    const anchor = `tag/${tag}/operation/createRoute`;
    await goTo(page, anchor);
    const section = page.locator(`[id="${anchor}"]`);
    const examples = contract.paths['/v0/routes'].post.requestBody.content['application/json'].examples;
    const example = Object.values(examples as Record<string, { value: { to: { accountId: string } } }>)[0]!;
    expect(await section.getByText(`"${example.value.to.accountId}"`).first().isVisible()).toBe(true);
    for (const code of operations.createRoute.responses['409'].codes) {
      expect(await section.getByText(code, { exact: true }).first().isVisible(), code).toBe(true);
    }
  });

  it('gives every operation its request samples, error codes and response samples', async () => {
    for (const spec of Object.values(operations)) {
      const section = page.locator(`[id="tag/${spec.tag}/operation/${spec.operationId}"]`);
      // Text content: sections out of view are not rendered yet (content-visibility), so have no innerText.
      const text = (await section.textContent()) ?? '';
      for (const part of ['Request samples', 'curl', 'TypeScript', 'Error codes', 'Response samples']) {
        expect(text, `${spec.operationId} ${part}`).toContain(part);
      }
      for (const response of Object.values(spec.responses)) {
        for (const code of response.codes) expect(text, `${spec.operationId} ${code}`).toContain(code);
      }
    }
  });

  it('switches request sample tabs: curl, then TypeScript', async () => {
    const anchor = `tag/${operations.createRoute.tag}/operation/createRoute`;
    await goTo(page, anchor);
    const section = page.locator(`[id="${anchor}"]`);
    await section.getByRole('tab', { name: 'curl', exact: true }).click();
    await expect.poll(() => section.locator('[role="tabpanel"]:visible').first().innerText()).toContain('curl -X POST');
    await page.screenshot({ path: path.join(shots, 'desktop-sample-curl.png') });
    await section.getByRole('tab', { name: 'TypeScript', exact: true }).click();
    await expect
      .poll(() => section.locator('[role="tabpanel"]:visible').first().innerText())
      .toContain('client.routes.create(');
    await page.screenshot({ path: path.join(shots, 'desktop-sample-typescript.png') });
  });

  it('has the guide pages, each heading with its anchor', async () => {
    expect(guides.map((tag) => tag.name)).toEqual([
      'Authentication',
      'Pagination and filtering',
      'Errors',
      'Versioning and changes',
      'Sandbox test helpers',
    ]);
    for (const guide of guides) {
      const slug = `tag/${guide.name.replaceAll(' ', '-')}`;
      await goTo(page, slug);
      const headings = headingsOf(guide.description);
      if (guide.name !== 'Sandbox test helpers') expect(headings.length, guide.name).toBeGreaterThan(0);
      const rendered = await page.locator(`[id^="${slug}/"] h2`).allTextContents();
      expect(
        rendered.map((text) => text.trim()),
        guide.name,
      ).toEqual(headings);
      for (const heading of headings.slice(0, 3)) {
        const id = await page
          .locator(`[id^="${slug}/"]`, { has: page.locator('h2', { hasText: heading }) })
          .first()
          .getAttribute('id');
        await goTo(page, id!);
        await topOf(page, id!);
      }
      await page.screenshot({ path: path.join(shots, `desktop-${guide.name.toLowerCase().replaceAll(' ', '-')}.png`) });
    }
  });

  it('renders the guide facts from the contract and lays guides out at full width', async () => {
    const text = (name: string) =>
      page
        .locator(`[id="tag/${name}"], [id^="tag/${name}/"]`)
        .allTextContents()
        .then((parts) => parts.join('\n'));
    const authentication = await text('Authentication');
    for (const reason of contract.components.schemas.UnauthorizedReason.enum as string[])
      expect(authentication).toContain(reason);
    expect(await page.locator('[id^="tag/Authentication"] svg.auth-sequence').count()).toBe(1);
    const pagination = await text('Pagination-and-filtering');
    for (const message of Object.values(contract['x-query-rules'] as Record<string, string>))
      expect(pagination).toContain(message);
    const versioning = await text('Versioning-and-changes');
    expect(versioning).toContain(String(contract.info.version));
    const sandboxText = await text('Sandbox-test-helpers');
    for (const [route, item] of Object.entries(helpers.paths)) {
      for (const method of Object.keys(item).filter((key) => key !== 'parameters'))
        expect(sandboxText).toContain(`${method.toUpperCase()} ${route}`);
    }
    const content = await page.locator('.api-content').boundingBox();
    const sandbox = await page.locator('[id="tag/Sandbox-test-helpers"] .redoc-markdown').first().boundingBox();
    expect(sandbox!.width).toBeGreaterThan(content!.width * 0.85);
    const tables = await page
      .locator('[id="tag/Sandbox-test-helpers"] table')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(tables.length).toBeGreaterThan(5);
    for (const width of tables) expect(width).toBeGreaterThan(content!.width * 0.85);
  });

  it('resolves every docs_url to its code on the Errors page', async () => {
    const codes = Object.keys(errorCatalog);
    expect(codes.length).toBeGreaterThan(10);
    // A link followed from outside: a fresh load of the page at the docs_url's anchor.
    const first = new URL(errorDocsUrl(codes[0]!)).hash;
    const cold = await openReference(desktop, first);
    expect(await topOf(cold.page, first.slice(1))).toBeGreaterThanOrEqual(-5);
    await cold.context.close();
    for (const code of codes) {
      const anchor = new URL(errorDocsUrl(code)).hash.slice(1);
      expect(anchor, code).toBe(`tag/Errors/${code}`);
      await goTo(page, anchor);
      expect(await topOf(page, anchor), code).toBeGreaterThanOrEqual(-5);
      expect(await page.locator(`[id="${anchor}"] h2`).innerText(), code).toBe(code);
    }
    await goTo(page, 'tag/Errors/parameter_invalid');
    await page.screenshot({ path: path.join(shots, 'desktop-errors.png') });
  });

  it('search finds operations, error codes and guide headings', async () => {
    const search = page.getByRole('textbox', { name: 'Search' });
    const results = page.locator('[data-role="search:results"] li');
    const cases: [string, string][] = [
      ['route_already_exists', 'tag/Errors/route_already_exists'],
      [String(contract.paths['/v0/routes'].post.summary), `tag/${operations.createRoute.tag}/operation/createRoute`],
      ['Query rules', 'tag/Pagination-and-filtering/Query-rules'],
      ['Reasons', 'tag/Authentication/Reasons'],
    ];
    for (const [query, id] of cases) {
      await search.fill(query);
      await expect
        .poll(() => results.evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id'))), {
          timeout: 5_000,
        })
        .toContain(id);
    }
    await search.fill('route_already_exists');
    await page.locator('[data-role="search:results"] li[data-item-id="tag/Errors/route_already_exists"]').waitFor();
    await page.screenshot({ path: path.join(shots, 'desktop-search.png') });
    await page.locator('[data-role="search:results"] li[data-item-id="tag/Errors/route_already_exists"]').click();
    expect(await topOf(page, 'tag/Errors/route_already_exists')).toBeGreaterThanOrEqual(-5);
    await search.fill('');
  });

  it('reads at a narrow width', async () => {
    const small = await openReference(narrow, '#tag/Errors/parameter_invalid');
    expect(await topOf(small.page, 'tag/Errors/parameter_invalid')).toBeGreaterThanOrEqual(-5);
    await small.page.screenshot({ path: path.join(shots, 'narrow-errors.png') });
    await goTo(small.page, 'tag/Authentication/Flow');
    // The sequence picture's labels stay legible (rendered at 11 px or more) and inside the picture.
    const labels = await small.page.locator('svg.auth-sequence').evaluate((svg) => {
      const picture = svg as SVGSVGElement;
      const scale = picture.getScreenCTM()!.a;
      return [...picture.querySelectorAll('text')].map((text) => {
        const box = text.getBBox();
        return {
          pixels: parseFloat(getComputedStyle(text).fontSize) * scale,
          inside: box.x >= 0 && box.x + box.width <= picture.viewBox.baseVal.width,
        };
      });
    });
    expect(labels.length).toBeGreaterThan(8);
    for (const label of labels)
      expect(label).toEqual({ pixels: expect.toSatisfy((px: number) => px >= 11), inside: true });
    await small.page.locator('svg.auth-sequence').scrollIntoViewIfNeeded();
    await small.page.screenshot({ path: path.join(shots, 'narrow-authentication.png') });
    await goTo(small.page, `tag/${operations.createRoute.tag}/operation/createRoute`);
    await small.page.screenshot({ path: path.join(shots, 'narrow-operation.png') });
    const overflow = await small.page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(narrow.width);
    await small.context.close();
  });

  it('made no request beyond the file itself, and logged no error', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
