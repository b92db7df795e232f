// A run says what it proved: a refused or unreachable token exchange aborts with what the deployment answered,
// rate-limit waits are bounded, a run cut short is INCOMPLETE, every failure carries a severity and a curl line
// that reproduces it, the coverage table lists what was never exercised, and failing random queries are shrunk.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  EXIT_STATUS,
  loadContract,
  RunAborted,
  runConformance,
  type Report,
} from '../../packages/conformance/src/index.js';
import { BudgetExhausted, ConformanceHttp } from '../../packages/conformance/src/http/client.js';
import { errorRoles } from '../../packages/contract-facts/src/generated/operations.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { faultOptions } from '../support/faults/index.js';
import { failedChecks } from './failed-checks.js';
import { runAgainstSandbox } from './sandbox-run.js';

/** A deployment that answers every request with one canned response. */
async function canned(
  status: number,
  body: string,
  headers: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

async function abortOf(status: number, body: string, headers: Record<string, string>): Promise<string> {
  const { url, server } = await canned(status, body, headers);
  try {
    await runConformance({ baseUrl: url, apiKey: 'sk_test_key_that_is_long' });
    return 'no abort';
  } catch (error) {
    expect(error).toBeInstanceOf(RunAborted);
    return (error as Error).message;
  } finally {
    server.close();
  }
}

const json = { 'content-type': 'application/json' };

/** A shell line run asynchronously: the sandbox answers in this process, so it must keep serving meanwhile. */
const shell = (line: string, env: Record<string, string>) =>
  new Promise<string>((resolve, reject) =>
    execFile('sh', ['-c', line], { env: { ...process.env, ...env } }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );

describe('token exchange failures abort with what the deployment said', () => {
  it('503 with an error body: status and code, and the dotted docs_url is not taken for a token', async () => {
    const body = JSON.stringify({
      code: 'service_unavailable',
      message: 'down',
      docs_url: 'https://docs.ausd.example.com/errors.html#x',
    });
    const message = await abortOf(503, body, json);
    expect(message).toMatch(/refused by POST http:\/\/127\.0\.0\.1:\d+\/v0\/auth\/token: 503 service_unavailable/);
  });

  it('401 with context.reason', async () => {
    const body = JSON.stringify({
      code: 'unauthorized',
      message: 'no',
      docs_url: 'https://d.example/e',
      context: { reason: 'token_paused' },
    });
    expect(await abortOf(401, body, json)).toMatch(/401 unauthorized \(context\.reason token_paused\)/);
  });

  it('a wrong base URL (an HTML 404) and a 200 without the documented token', async () => {
    expect(await abortOf(404, '<html>nope</html>', { 'content-type': 'text/html' })).toMatch(
      /answered 404 text\/html, not the API's answer/,
    );
    const wrongShape = JSON.stringify({ token: 'a.b.c', docs_url: 'https://x.example.com/y' });
    expect(await abortOf(200, wrongShape, json)).toMatch(
      /answered 200 without a session token in the documented shape/,
    );
  });
});

describe('rate limiting', () => {
  it('a Retry-After above the ceiling skips instead of stalling', async () => {
    const { url, server } = await canned(429, '{"code":"rate_limit_exceeded"}', { ...json, 'retry-after': '3600' });
    try {
      const http = new ConformanceHttp({
        baseUrl: url,
        maxRequests: 10,
        deadline: Date.now() + 600_000,
        requestTimeoutMs: 5000,
        credentials: { apiKey: 'k' },
      });
      const started = Date.now();
      await expect(http.send({ method: 'get', path: '/v0/metrics', credential: 'none' })).rejects.toThrow(
        BudgetExhausted,
      );
      await expect(http.send({ method: 'get', path: '/v0/metrics', credential: 'none' })).rejects.toThrow(
        /3600 s is above the 30 s ceiling/,
      );
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.close();
    }
  });

  it('a Retry-After HTTP date is read as the client reads it: one an hour away is above the ceiling', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    const { url, server } = await canned(429, '{"code":"rate_limit_exceeded"}', { ...json, 'retry-after': inAnHour });
    try {
      const http = new ConformanceHttp({
        baseUrl: url,
        maxRequests: 10,
        deadline: Date.now() + 600_000,
        requestTimeoutMs: 5000,
        credentials: { apiKey: 'k' },
      });
      await expect(http.send({ method: 'get', path: '/v0/metrics', credential: 'none' })).rejects.toThrow(
        /is above the 30 s ceiling/,
      );
    } finally {
      server.close();
    }
  });

  it('a 429 without Retry-After fails retry_after_on_429 and the run goes on', async () => {
    const report = await runAgainstSandbox({ fault: 'rate_limit_without_retry_after' });
    expect(failedChecks(report)).toEqual(['retry_after_on_429']);
    expect(report.verdict).toBe('failed');
    expect(
      report.cells.find((c) => c.check === 'filter_semantics' && c.operationId === 'listTransactions')?.status,
    ).toBe('passed');
  }, 90_000);
});

describe('verdicts, reproductions and coverage', () => {
  // One read-only run of the fault-free sandbox, for the tests that only read its report.
  let clean: Promise<Report> | undefined;
  const cleanRun = () => (clean ??= runAgainstSandbox());

  it('a run cut short by the budget is INCOMPLETE with exit status 3, naming what was cut', async () => {
    const report = await runAgainstSandbox({ maxRequests: 60 });
    expect(report.totals.failed).toBe(0);
    expect(report.verdict).toBe('incomplete');
    expect(EXIT_STATUS[report.verdict]).toBe(3);
    expect(report.cutShort.length).toBeGreaterThan(0);
    expect(report.cutShort[0]?.reason).toBe('request budget of 60 spent');
    const full = await cleanRun();
    expect([full.verdict, full.cutShort.length]).toEqual(['passed', 0]);
  }, 90_000);

  it('a failure has a severity and a curl line that reproduces it with $AUSD_SESSION', async () => {
    const sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      ...faultOptions('wrong_error_code'),
    });
    try {
      const report = await runConformance({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary, seed: 1 });
      const failure = report.cells.find((c) => c.check === 'error_code_documented' && c.operationId === 'getAccount')!
        .failures[0]!;
      expect(failure.severity).toBe('major');
      expect(failure.reproduction).toMatch(
        /^curl -sS -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/v0\/accounts\/[0-9a-f-]{36}' -H "Authorization: Bearer \$AUSD_SESSION"$/,
      );
      expect(report.reproduceWith).not.toContain(sandbox.apiKeys.primary);
      // Pasted as the summary prints them: the session line first, then the failure's line.
      const out = await shell(`${report.reproduceWith} && ${failure.reproduction!}`, {
        AUSD_API_KEY: sandbox.apiKeys.primary,
      });
      expect(out).toMatch(/^HTTP\/1\.1 404/);
      expect(out).toContain(`"code":"${errorRoles.unauthenticated}"`);
      const tenancy = report.catalogue.find((c) => c.name === 'tenant_isolation');
      expect(tenancy?.severity).toBe('critical');
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('the coverage table counts statuses and codes and lists documented statuses never exercised', async () => {
    const report = await cleanRun();
    const accounts = report.coverage.find((c) => c.operationId === 'listAccounts')!;
    const bad = accounts.statuses.find((s) => s.status === '400')!;
    expect(bad.observed).toBeGreaterThan(10);
    expect(bad.codes.parameter_invalid).toBe(bad.observed);
    expect(accounts.statuses.find((s) => s.status === '401')!.codes.unauthorized).toBeGreaterThan(0);
    expect(accounts.neverExercised).toEqual(expect.arrayContaining(['429', '500']));
    expect(accounts.neverExercised).not.toContain('200');
    const contract = await loadContract();
    expect(report.coverage.map((c) => c.operationId)).toEqual(contract.operations.map((op) => op.operationId));
  }, 60_000);

  it('a failing random query is shrunk to the one parameter that breaks the server', async () => {
    const report = await runAgainstSandbox({ fault: 'server_error_on_input' });
    const cell = report.cells.find((c) => c.check === 'random_inputs' && c.status === 'failed')!;
    const failure = cell.failures.find((f) => /shrunk/.test(f.message))!;
    expect(failure.message).toMatch(/got 500 internal_error, shrunk in \d+ steps from \d+ parameters to 1/);
    expect(failure.request!.url).toMatch(/\?[^&]+=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A\d\d$/);
  }, 60_000);
});
