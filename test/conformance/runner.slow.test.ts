// Runs against the sandbox: the write journey creates prefixed resources and lists them, no secret reaches any
// output, and the budget, the 429 waits and the page cap each behave as documented.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { formatJunit, formatSummary, runConformance } from '../../packages/conformance/src/index.js';
import { escapeHtml, formatHtml } from '../../packages/conformance/src/report/html.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { failedChecks, failureLines } from './failed-checks.js';
import { runAgainstSandbox } from './sandbox-run.js';

describe('conformance runner against the sandbox', () => {
  it('passes the write journey and keeps secrets out of every report', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
    try {
      const report = await runConformance({
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKeys.primary,
        otherApiKey: sandbox.apiKeys.other,
        allowWrites: true,
        seed: 1,
      });
      expect(failureLines(report)).toEqual([]);
      expect(report.totals.skipped).toBeLessThanOrEqual(1);
      const stateful = report.cells.filter((cell) => cell.check.startsWith('stateful_'));
      expect(stateful.map((cell) => cell.check).sort()).toEqual(
        report.catalogue
          .map((c) => c.name)
          .filter((n) => n.startsWith('stateful_'))
          .sort(),
      );
      expect(stateful.every((cell) => cell.status === 'passed')).toBe(true);
      expect(report.created.length).toBeGreaterThanOrEqual(5);
      expect(report.created.every((resource) => resource.name.startsWith(report.runPrefix))).toBe(true);

      const outputs = [formatSummary(report), formatJunit(report), JSON.stringify(report)];
      for (const output of outputs) {
        expect(output).not.toContain(sandbox.apiKeys.primary);
        expect(output).not.toContain(sandbox.apiKeys.other);
        expect(output).not.toMatch(/eyJ[\w-]+\.eyJ/);
      }
      expect(formatSummary(report)).toContain(`Created (prefix ${report.runPrefix})`);
    } finally {
      await sandbox.close();
    }
  }, 90_000);

  it('stops at the request budget and reports the rest as skipped', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
    try {
      const report = await runConformance({
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKeys.primary,
        maxRequests: 40,
        seed: 1,
      });
      expect(report.requests).toBeLessThanOrEqual(40);
      expect(report.cells.some((cell) => cell.skipReason === 'request budget of 40 spent')).toBe(true);
      expect(report.totals.failed).toBe(0);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('waits out 429s for Retry-After and still completes, naming the limit that answered', async () => {
    // The per-IP limit off, as a run against a sandbox is advised to: the per-key limit is the one that answers.
    const sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      rateLimit: false,
      keyRateLimit: { requests: 100, windowSeconds: 1 },
    });
    try {
      const report = await runConformance({
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKeys.primary,
        otherApiKey: sandbox.apiKeys.other,
        seed: 1,
      });
      expect(
        report.cells.filter((cell) => cell.check === 'retry_after_on_429').every((cell) => cell.status === 'passed'),
      ).toBe(true);
      expect(report.cells.some((cell) => cell.check === 'retry_after_on_429' && cell.passes > 0)).toBe(true);
      expect(failureLines(report)).toEqual([]);
      // The summary says what the rate limit cost, as a share of the run, and which limit answered.
      const { answers, waitedMs } = report.rateLimited;
      expect(answers).toBeGreaterThan(0);
      expect(waitedMs).toBeGreaterThan(0);
      expect(waitedMs).toBeLessThanOrEqual(report.durationMs);
      const note = formatSummary(report)
        .split('\n')
        .find((line) => line.startsWith('Rate limited: '));
      const share = Math.round((waitedMs / report.durationMs) * 100);
      expect(note).toBe(
        `Rate limited: ${answers} answers 429 from the deployment; requests waited ${(waitedMs / 1000).toFixed(1)} s, ` +
          `${share}% of the run's ${(report.durationMs / 1000).toFixed(1)} s. The deployment said: "More than 100 ` +
          'requests in 1 s with this API key: the per-key limit of the sandbox answered. Start it with ' +
          '--key-rate-limit N/S for a higher figure, or --key-rate-limit off."',
      );
      expect(formatHtml(report)).toContain(`<p class="note">${escapeHtml(note)}</p>`);
    } finally {
      await sandbox.close();
    }
  }, 90_000);

  it('checks lists longer than the page cap on their first pages, and still catches an ignored filter', async () => {
    const capped = await runAgainstSandbox({ pageCap: 2 });
    expect(failureLines(capped)).toEqual([]);
    const filters = capped.cells.find(
      (cell) => cell.check === 'filter_semantics' && cell.operationId === 'listTransactions',
    )!;
    expect(filters.status).toBe('passed');
    expect(
      capped.cells.find((cell) => cell.check === 'pagination_chain' && cell.operationId === 'listTransactions')
        ?.skipReason,
    ).toMatch(/page cap/);
    const faulty = await runAgainstSandbox({ pageCap: 2, fault: 'filter_ignored' });
    expect(failedChecks(faulty)).toContain('filter_semantics');
  }, 90_000);

  it('redacts the session token from a failure excerpt that carries it', async () => {
    // Without Request-Id the token exchange fails a check, and its excerpt is the body holding the session token.
    const report = await runAgainstSandbox({ fault: 'missing_request_id' });
    const exchange = report.cells.find(
      (cell) => cell.check === 'request_id_header' && cell.operationId === 'exchangeApiKey',
    )!;
    expect(exchange.failures[0]?.response?.excerpt).toMatch(/«redacted»|«jwt»/);
    for (const output of [formatSummary(report), formatJunit(report), JSON.stringify(report)])
      expect(output).not.toMatch(/eyJ[\w-]+\.eyJ/);
  }, 60_000);

  it('accepts a partial metrics overview (a chain unreachable) without totals', async () => {
    // A chain's reachability is each organization's own, read by a metrics request carrying its session. The runner
    // asks the public metrics anonymously: this stage presents the primary organization's session on them, as an
    // integrator's metrics client that sends one does.
    let sessionJwt = '';
    const asPrimary = {
      name: 'metrics-as-primary',
      beforeHandler: ({ operation, raw }: { operation: { operationId: string }; raw: { req: IncomingMessage } }) => {
        if (operation.operationId === 'getMetrics' && raw.req.headers.authorization === undefined)
          raw.req.rawHeaders.push('Authorization', `Bearer ${sessionJwt}`);
        return undefined;
      },
    };
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', stages: [asPrimary] });
    try {
      const token = await fetch(`${sandbox.url}/v0/auth/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.apiKeys.primary}` },
      });
      ({ sessionJwt } = (await token.json()) as { sessionJwt: string });
      const outage = await fetch(`${sandbox.url}/sandbox/metrics/chains/ethereum`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${sessionJwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reachable: false }),
      });
      expect(outage.status).toBe(200);
      const overview = await fetch(`${sandbox.url}/v0/metrics`, { headers: { authorization: `Bearer ${sessionJwt}` } });
      expect(((await overview.json()) as { partial: boolean }).partial).toBe(true);
      // An anonymous request, as the runner's, is the primary organization's through the stage.
      const anonymous = await fetch(`${sandbox.url}/v0/metrics`);
      expect(((await anonymous.json()) as { partial: boolean }).partial).toBe(true);
      const report = await runConformance({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary, seed: 1 });
      expect(report.cells.find((cell) => cell.check === 'metrics_partial_rule')?.status).toBe('passed');
      expect(failureLines(report)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
