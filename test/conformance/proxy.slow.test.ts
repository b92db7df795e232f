// The validation proxy: the generated client's end-to-end journey (the calls of test/client/sandbox.e2e.test.ts:
// metrics, filtered multi-page walks, details, typed 400/404 errors, a wallet registered, renamed and a route
// created twice) runs through it. Against a correct sandbox every exchange conforms; against a fault-injected one
// the named check fails. The proxy forwards unchanged and never writes a credential.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  startConformanceProxy,
  formatJunit,
  formatSummary,
  type Report,
} from '../../packages/conformance/src/index.js';
import { createClient } from '../../packages/client/src/generated/client.js';
import { faultOptions, type FaultClass } from '../support/faults/index.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { failedChecks, failureLines } from './failed-checks.js';
import { proxyCli } from '../support/proxy-cli.js';
import { clientJourney } from './client-journey.js';

async function throughProxy(
  fault?: FaultClass,
): Promise<{ report: Report; apiKey: string; seen: unknown; direct: unknown }> {
  const sandbox = await startSandbox({
    db: ':memory:',
    port: 0,
    host: '127.0.0.1',
    seedTransactions: 150,
    ...faultOptions(fault),
  });
  const proxy = await startConformanceProxy({ upstream: sandbox.url });
  try {
    const { firstAccount } = await clientJourney(proxy.url, sandbox.apiKeys.primary);
    const direct = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary });
    const page = await direct.accounts.list({ limit: 50 }).first();
    const same = page.data.find((account) => account.id === (firstAccount as { id: string }).id);
    return { report: proxy.report(), apiKey: sandbox.apiKeys.primary, seen: firstAccount, direct: same };
  } finally {
    await proxy.close();
    await sandbox.close();
  }
}

describe('conformance proxy', () => {
  it('passes the client journey against a correct sandbox, forwarding answers unchanged', async () => {
    const { report, apiKey, seen, direct } = await throughProxy();
    expect(failureLines(report)).toEqual([]);
    expect(report.verdict).toBe('passed');
    expect(report.requests).toBeGreaterThan(20);
    const covered = report.coverage.filter((op) => op.statuses.some((s) => s.observed > 0)).map((op) => op.operationId);
    expect(covered).toEqual(
      expect.arrayContaining([
        'getMetrics',
        'listTransactions',
        'getTransaction',
        'createAccount',
        'updateAccount',
        'createRoute',
        'getRoute',
        'listRoutes',
      ]),
    );
    expect(
      report.coverage.find((op) => op.operationId === 'createRoute')!.statuses.find((s) => s.status === '409')!.codes,
    ).toEqual({ route_already_exists: 1 });
    expect(seen).toEqual(direct);
    for (const output of [formatSummary(report), formatJunit(report), JSON.stringify(report)]) {
      expect(output).not.toContain(apiKey);
      expect(output).not.toMatch(/eyJ[\w-]+\.eyJ/);
    }
  }, 60_000);

  const faults: Array<[FaultClass, string]> = [
    ['lowercase_evm_address', 'address_encoding'],
    ['wrong_error_code', 'error_code_documented'],
    ['wrong_type_field', 'response_schema'],
    ['unsorted_instructions', 'route_instructions'],
    ['page_size_off_by_one', 'page_size'],
  ];
  for (const [fault, check] of faults) {
    it(`fails ${check} on the same journey against the ${fault} fault`, async () => {
      const { report } = await throughProxy(fault);
      expect(failedChecks(report)).toContain(check);
      expect(report.verdict).toBe('failed');
      const failure = report.cells.find((c) => c.check === check && c.status === 'failed')!.failures[0]!;
      expect(failure.reproduction).toMatch(/^curl -sS -i -X \w+ 'http:\/\/127\.0\.0\.1:\d+\/v0\//);
    }, 60_000);
  }
});

describe('ausd-api conformance proxy', () => {
  it('on SIGTERM writes the reports, exits 0 for conforming traffic and never writes the key', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'proxy-'));
    try {
      const run = proxyCli([
        '--upstream',
        sandbox.url,
        '--report',
        join(dir, 'report.json'),
        '--junit',
        join(dir, 'junit.xml'),
      ]);
      const client = createClient({ baseUrl: await run.url, apiKey: sandbox.apiKeys.primary });
      await client.accounts.list().first();
      await client.metrics.get();
      run.child.kill('SIGTERM');
      const result = await run.exit;
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^PASSED: /m);
      const report = readFileSync(join(dir, 'report.json'), 'utf8');
      expect(JSON.parse(report).requests).toBe(3);
      expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('<testsuite name="response_schema"');
      for (const text of [report, readFileSync(join(dir, 'junit.xml'), 'utf8'), result.stdout])
        expect(text).not.toContain(sandbox.apiKeys.primary);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('after --duration exits 1 when an exchange violated the contract; 2 on a bad --upstream', async () => {
    const sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      ...faultOptions('lowercase_evm_address'),
    });
    try {
      const run = proxyCli(['--upstream', sandbox.url, '--duration', '3']);
      const client = createClient({ baseUrl: await run.url, apiKey: sandbox.apiKeys.primary });
      await client.accounts.list().first();
      const result = await run.exit;
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(/✗ address_encoding · listAccounts \[major\]/);
    } finally {
      await sandbox.close();
    }
    const bad = await proxyCli(['--upstream', 'ftp://example']).exit;
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--upstream must be an http(s) URL');
  }, 60_000);
});
