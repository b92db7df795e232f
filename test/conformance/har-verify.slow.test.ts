// Recorded traffic: the client journey runs through the proxy with a HAR recording, in front of a correct sandbox and
// of five faulty ones (the faults the proxy's own test names). `verify` over each recording fails the same checks
// the live proxy failed, and passes the correct one; the list checks only a recording can run catch two faults the
// proxy cannot see. No recording holds a key or a session token.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HarRecorder,
  harLimits,
  startConformanceProxy,
  verifyHar,
  type HarLog,
  type Report,
} from '../../packages/conformance/src/index.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { faultOptions, type FaultClass } from '../support/faults/index.js';
import { proxyCli } from '../support/proxy-cli.js';
import { runCli } from '../support/run-cli.js';
import { clientJourney } from './client-journey.js';
import { failedChecks, failureLines } from './failed-checks.js';

interface Recorded {
  live: Report;
  har: HarLog;
  keys: string[];
}

async function recordJourney(fault?: FaultClass): Promise<Recorded> {
  const sandbox = await startSandbox({
    db: ':memory:',
    port: 0,
    host: '127.0.0.1',
    seedTransactions: 150,
    ...faultOptions(fault),
  });
  const proxy = await startConformanceProxy({ upstream: sandbox.url, record: new HarRecorder(harLimits) });
  try {
    await clientJourney(proxy.url, sandbox.apiKeys.primary);
    return { live: proxy.report(), har: proxy.har()!, keys: [sandbox.apiKeys.primary, sandbox.apiKeys.other] };
  } finally {
    await proxy.close();
    await sandbox.close();
  }
}

/** A session token, as the sandbox issues them (header and payload both JSON). */
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/;

describe('HAR recording and verify', () => {
  it('records every exchange with its timings and no credential; verify passes it as the proxy did', async () => {
    const { live, har, keys } = await recordJourney();
    expect(failureLines(live)).toEqual([]);
    const text = JSON.stringify(har);
    for (const key of keys) expect(text).not.toContain(key);
    expect(text).not.toMatch(JWT);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(live.requests);
    for (const entry of har.log.entries) {
      expect(entry.time).toBeGreaterThan(0);
      expect(entry.timings.wait + entry.timings.receive).toBeCloseTo(entry.time, 1);
      expect(Date.parse(entry.startedDateTime)).not.toBeNaN();
      const authorization = entry.request.headers.find((h) => h.name.toLowerCase() === 'authorization');
      if (authorization) expect(authorization.value).toBe('«redacted»');
    }
    const exchange = har.log.entries.find((entry) => entry.request.url.endsWith('/auth/token'))!;
    expect(JSON.parse(exchange.response.content.text!)).toEqual({ sessionJwt: 'redacted.redacted.redacted' });

    const verified = await verifyHar(text);
    expect(failureLines(verified)).toEqual([]);
    expect(verified.verdict).toBe('passed');
    expect(verified.requests).toBe(live.requests);
    expect(verified.coverage).toEqual(live.coverage);
    const passedRecorded = verified.cells.filter(
      (c) => ['ordering', 'filter_semantics', 'pagination_chain'].includes(c.check) && c.status === 'passed',
    );
    expect(passedRecorded.map((c) => `${c.check}·${c.operationId}`)).toEqual(
      expect.arrayContaining(['pagination_chain·listTransactions', 'filter_semantics·listTransactions']),
    );
  }, 60_000);

  const faults: FaultClass[] = [
    'lowercase_evm_address',
    'wrong_error_code',
    'wrong_type_field',
    'unsorted_instructions',
    'page_size_off_by_one',
  ];
  for (const fault of faults) {
    it(`a recording in front of the ${fault} fault fails verify with the checks the live proxy failed`, async () => {
      const { live, har } = await recordJourney(fault);
      expect(live.verdict).toBe('failed');
      const verified = await verifyHar(JSON.stringify(har));
      expect(failedChecks(verified)).toEqual(failedChecks(live));
      const cellsOf = (report: Report) =>
        report.cells.filter((c) => c.status === 'failed').map((c) => `${c.check}·${c.operationId}·${c.failureCount}`);
      expect(cellsOf(verified)).toEqual(cellsOf(live));
    }, 60_000);
  }

  for (const [fault, check] of [
    ['unsorted_page', 'ordering'],
    ['duplicate_across_pages', 'pagination_chain'],
  ] as const) {
    it(`verify catches ${fault} (${check}), which no response check of the live proxy sees`, async () => {
      const { live, har } = await recordJourney(fault);
      expect(failedChecks(live)).not.toContain(check);
      const verified = await verifyHar(JSON.stringify(har));
      expect(failedChecks(verified)).toContain(check);
      const failure = verified.cells.find((c) => c.check === check && c.status === 'failed')!.failures[0]!;
      expect(failure.reproduction).toMatch(/^curl -sS -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/v0\//);
    }, 60_000);
  }
});

describe('ausd-api conformance verify', () => {
  it('writes the summary, JUnit, JSON and HTML of a recording, exit 1 on a fault; a narrowed run says so', async () => {
    const { har } = await recordJourney('wrong_error_code');
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'traffic.har');
    writeFileSync(file, JSON.stringify(har));
    const outputs = ['--junit', join(dir, 'junit.xml'), '--json', join(dir, 'report.json')];
    const result = await runCli('conformance', ['verify', file, ...outputs, '--html', join(dir, 'report.html')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FAILED: /m);
    expect(result.stdout).toMatch(/✗ error_code_documented · getTransaction \[major\]/);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('<testsuite name="error_code_documented"');
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).mode).toBe('verify');
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('data-verdict="failed"');

    const narrowed = await runCli('conformance', [
      'verify',
      file,
      '--checks',
      'page_size,ordering',
      '--operations',
      'Transactions',
      ...outputs,
    ]);
    expect(narrowed.code).toBe(0);
    expect(narrowed.stdout).toMatch(
      /^Only part of the catalogue: narrowed run \(--checks page_size,ordering --operations Transactions\): 2 of 13 checks, 2 of 13 operations$/m,
    );
    expect(narrowed.stdout).toMatch(/^PASSED \(narrowed run\): 2 checks/m);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('<property name="selection" value="narrowed run');
    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
    expect(json.selection).toMatchObject({ checks: ['page_size', 'ordering'], operations: ['Transactions'] });
    expect([...new Set(json.cells.map((c) => c.operationId))]).toEqual(['listTransactions']);
    expect(json.operations).toEqual(['listTransactions', 'getTransaction']);
  }, 60_000);

  it('proxy --har writes a file holding neither the keys nor the session tokens used; verify passes it', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'proxy-har-'));
    try {
      const har = join(dir, 'traffic.har');
      const run = proxyCli(['--upstream', sandbox.url, '--har', har, '--html', join(dir, 'proxy.html')]);
      const url = await run.url;
      const tokens: string[] = [];
      for (const key of [sandbox.apiKeys.primary, sandbox.apiKeys.other]) {
        const answer = await fetch(`${url}/v0/auth/token`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        });
        tokens.push(((await answer.json()) as { sessionJwt: string }).sessionJwt);
        await fetch(`${url}/v0/accounts?limit=2`, { headers: { authorization: `Bearer ${tokens.at(-1)}` } });
      }
      run.child.kill('SIGTERM');
      const result = await run.exit;
      expect(result.status).toBe(0);
      expect(result.stderr).toContain(`HAR: 4 entries written to ${har}`);
      const text = readFileSync(har, 'utf8');
      for (const secret of [sandbox.apiKeys.primary, sandbox.apiKeys.other, ...tokens])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(JWT);
      expect(JSON.parse(text).log.entries).toHaveLength(4);
      expect(readFileSync(join(dir, 'proxy.html'), 'utf8')).toContain('data-verdict="passed"');
      const verified = await runCli('conformance', ['verify', har]);
      expect(verified.code).toBe(0);
      expect(verified.stdout).toMatch(/^PASSED: /m);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
