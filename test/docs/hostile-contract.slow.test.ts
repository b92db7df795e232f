// No script runs in a reference generated from a hostile contract. Three ways in, each from a copy of the contract
// edited in a temp folder (never the real spec): raw HTML with an event handler behind the `alt=">"` trick in an
// operation description, a query-rule message whose Markdown link target carries a quote and an `onmouseover`, and
// a property named ``a`<img … onerror=…>`b`` that reaches the Versioning page through `ausd-api changelog --write`.
// Each page is opened in Chromium, hovered and clicked where the payload sits; no payload may run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { bundleContract } from '../../generators/contract.js';
import { referencePage } from '../../generators/docs.js';
import { createModel } from '../../packages/contract-model/src/model.js';
import { launchChromium } from '../support/chromium.js';
import { runCli } from '../support/run-cli.js';

const work = mkdtempSync(path.join(tmpdir(), 'ausd-hostile-'));
let browser: Browser;

/** A copy of spec/ in the temp folder, with `edit` applied to the YAML file `file` (relative to spec/). */
function hostileSpec(name: string, file: string, edit: (document: any) => void): string {
  const dir = path.join(work, name);
  cpSync('spec', dir, { recursive: true });
  const target = path.join(dir, file);
  const document = parse(readFileSync(target, 'utf8'));
  edit(document);
  writeFileSync(target, stringify(document));
  return path.join(dir, 'openapi.yaml');
}

/** The reference page of a hostile contract, written into the temp folder; its file URL. */
async function hostilePage(name: string, entry: string, changelog?: string): Promise<string> {
  const bundle = await bundleContract(entry, { vocabulary: true });
  const file = path.join(work, `${name}.html`);
  writeFileSync(file, referencePage(createModel(bundle.document, entry), undefined, changelog));
  return pathToFileURL(file).href;
}

/** Opens a page with every request but the file refused; `ran` lists every payload that ran. */
async function open(url: string): Promise<{ page: Page; ran: string[]; blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const blocked: string[] = [];
  await context.route('**/*', (route) =>
    route.request().url().startsWith('file:') ? route.continue() : (blocked.push(route.request().url()), route.abort()),
  );
  const page = await context.newPage();
  const ran: string[] = [];
  await page.exposeFunction('pwned', (which: string) => ran.push(which));
  await page.goto(url);
  await page.locator('[data-item-id*="/operation/"]').first().waitFor({ state: 'attached', timeout: 30_000 });
  return { page, ran, blocked };
}

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a reference generated from a hostile contract runs no script', () => {
  it("allows only its own scripts, by hash, and renders Markdown through Redoc's sanitiser", () => {
    const page = readFileSync('generated/docs/index.html', 'utf8');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(page).toMatch(/Redoc\.init\([^\n]*"sanitize":true/);
  });

  it('an operation description with <img alt=">" … onerror>', async () => {
    const entry = hostileSpec('description', 'paths/accounts.yaml', (paths) => {
      paths.get.description += ' <img alt=">" src="x" onerror="pwned(\'description\')"> Done.';
    });
    const { page, ran } = await open(`${await hostilePage('description', entry)}#tag/Accounts/operation/listAccounts`);
    await page.locator('text=Done.').first().waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  }, 120_000);

  it('a query-rule message link [see](#"onmouseover="…"), hovered', async () => {
    const entry = hostileSpec('query-rule', 'openapi.yaml', (root) => {
      // No parenthesis or space: a Markdown link target ends at either.
      root['x-query-rules'].unknown_parameter =
        'Unknown parameter; [see](#"onmouseover="window.onerror=pwned;throw[1]").';
    });
    const { page, ran } = await open(`${await hostilePage('query-rule', entry)}#tag/Pagination-and-filtering`);
    const link = page.locator('a', { hasText: /^see$/ }).first();
    await link.waitFor({ state: 'attached', timeout: 10_000 });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await link.dispatchEvent('mouseover');
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  }, 120_000);

  it('a property named a`<img … onerror=…>`b in the changelog, on the Versioning page', async () => {
    const property = 'a`<img src=x onerror=pwned(3)>`b';
    const entry = hostileSpec('changelog', 'components/schemas/common.yaml', (schemas) => {
      schemas.ListEnvelope.properties[property] = { type: 'string', description: 'Added.' };
    });
    const head = path.join(work, 'changelog.json');
    writeFileSync(head, (await bundleContract(entry, { vocabulary: true })).json);
    const changelog = path.join(work, 'CHANGELOG.md');
    cpSync('generated/CHANGELOG.md', changelog);
    const written = await runCli('changelog', [
      '--base',
      'generated/openapi.json',
      '--head',
      head,
      '--version',
      'Unreleased',
      '--date',
      '2026-01-01',
      '--write',
      changelog,
    ]);
    expect(written.code, written.stderr).toBe(0);
    const text = readFileSync(changelog, 'utf8');
    // The name is one code span, fenced longer than the backticks it holds.
    expect(text).toContain(`\`\`${property}\`\``);
    const { page, ran } = await open(`${await hostilePage('changelog', entry, text)}#tag/Versioning-and-changes`);
    await page.locator('code', { hasText: 'onerror' }).first().waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  }, 180_000);
});
