// Run selection: --checks, --exclude-checks and --operations (ids or tags) narrow a live run, which then says so in
// its summary, JUnit and JSON; a name that is no check, operation or tag exits 2 with the valid list.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatJunit,
  formatSummary,
  runConformance,
  UnknownSelection,
  type Report,
} from '../../packages/conformance/src/index.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { runCli } from '../support/run-cli.js';

let sandbox: RunningSandbox;
let report: Report;

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', seedTransactions: 20 });
  report = await runConformance({
    baseUrl: sandbox.url,
    apiKey: sandbox.apiKeys.primary,
    seed: 7,
    selection: {
      checks: ['response_schema', 'ordering', 'not_found_codes'],
      operations: ['Transactions', 'getMetrics'],
    },
  });
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
});

describe('run selection', () => {
  // A response check judges the answers the chosen scenario checks provoke: none reaches getMetrics here.
  it('runs only the chosen checks on the chosen operations (a tag names its operations)', () => {
    expect(report.verdict).toBe('passed');
    expect(report.catalogue.map((c) => c.name)).toEqual(['response_schema', 'ordering', 'not_found_codes']);
    expect(report.operations).toEqual(['getMetrics', 'listTransactions', 'getTransaction']);
    const cells = report.cells.map((c) => `${c.check}·${c.operationId}·${c.status}`);
    expect(cells).toEqual([
      'response_schema·listTransactions·passed',
      'response_schema·getTransaction·passed',
      'ordering·listTransactions·passed',
      'not_found_codes·getTransaction·passed',
    ]);
    expect(report.selection).toEqual({
      checks: ['response_schema', 'ordering', 'not_found_codes'],
      operations: ['Transactions', 'getMetrics'],
      checkCount: 3,
      catalogueSize: 45,
      operationCount: 3,
      operationTotal: 13,
    });
  });

  it('says so in the summary and the JUnit file', () => {
    const line =
      'narrowed run (--checks response_schema,ordering,not_found_codes --operations Transactions,getMetrics): 3 of 45 checks, 3 of 13 operations';
    expect(formatSummary(report)).toContain(`Only part of the catalogue: ${line}`);
    expect(formatSummary(report)).toMatch(/^PASSED \(narrowed run\): 3 checks, 4 cells \(2 scenario, 2 response\)/m);
    expect(formatJunit(report)).toContain(`<property name="selection" value="${line}"/>`);
  });

  it('leaves a run that keeps every check and operation unmarked', async () => {
    const full = await runConformance({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKeys.primary,
      selection: { excludeChecks: [] },
      maxRequests: 1,
    });
    expect([full.selection, full.catalogue.length, full.verdict]).toEqual([undefined, 45, 'incomplete']);
    expect(formatSummary(full)).not.toContain('narrowed');
  });

  it('refuses an unknown name before sending a request', async () => {
    const refused = runConformance({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'unused',
      selection: { excludeChecks: ['ordering', 'oredring'] },
    });
    await expect(refused).rejects.toThrow(UnknownSelection);
    await expect(refused).rejects.toThrow(/^--exclude-checks: no check named 'oredring'\. Checks: status_documented, /);
  });
});

describe('ausd-api conformance selection options', () => {
  it('exits 2 on an unknown check or operation, listing the valid ones', async () => {
    const check = await runCli('conformance', ['--checks', 'response_schema,no_such_check']);
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/--checks: no check named 'no_such_check'\. Checks: .*stateful_route_rejections/);
    const operation = await runCli('conformance', ['--operations', 'Wallets']);
    expect(operation.code).toBe(2);
    expect(operation.stderr).toMatch(/--operations: no operation or tag named 'Wallets'\. Operations: .*; tags: /);
    const nothing = await runCli('conformance', ['--checks', 'ordering', '--exclude-checks', 'ordering']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('--checks and --exclude-checks leave no check to run');
  });

  it('writes the narrowing into the JSON and HTML reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'selection-'));
    const result = await runCli('conformance', [
      '--base-url',
      sandbox.url,
      '--api-key',
      sandbox.apiKeys.primary,
      '--checks',
      'positive_accepted,status_documented',
      '--operations',
      'Metrics',
      '--json',
      join(dir, 'run.json'),
      '--html',
      join(dir, 'run.html'),
      '--junit',
      join(dir, 'run.xml'),
    ]);
    expect(result.code).toBe(0);
    // The run says where each file went, last, after the summary.
    expect(result.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      `--junit report written to ${join(dir, 'run.xml')}`,
      `--json report written to ${join(dir, 'run.json')}`,
      `--html report written to ${join(dir, 'run.html')}`,
    ]);
    expect(readFileSync(join(dir, 'run.html'), 'utf8')).toMatch(
      /<h1 id="verdict" class="passed" data-verdict="passed">PASSED<\/h1>[\s\S]*Only part of the catalogue: narrowed run/,
    );
    const json = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as Report;
    expect(json.selection).toMatchObject({
      checks: ['positive_accepted', 'status_documented'],
      operations: ['Metrics'],
      checkCount: 2,
    });
    expect(new Set(json.cells.map((c) => c.operationId))).toEqual(
      new Set(['getMetrics', 'getTotalSupply', 'getCirculatingSupply']),
    );
  });
});
