// The command line's whole runs against its own embedded sandbox: a run the request budget cuts short exits 3,
// a full run with writes passes and writes its JUnit and JSON reports (whole runs: the slow tier).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const cli = (args: string[], env: Record<string, string> = {}) => runCli('conformance', args, env);

describe('ausd-api conformance, whole runs', () => {
  it('exits 3 with INCOMPLETE when the budget cuts the run short', async () => {
    const result = await cli(['--max-requests', '50']);
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/^INCOMPLETE: .* 0 failed, \d+ skipped, \d+ cut short/m);
    expect(result.stdout).toContain('Cut short (not proven):\n  request budget of 50 spent:');
  }, 60_000);

  it('runs against the embedded sandbox, writes JUnit and JSON, exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    const result = await cli(['--junit', join(dir, 'junit.xml'), '--json', join(dir, 'report.json')]);
    expect(result.stdout).toContain('PASSED');
    expect(result.code).toBe(0);
    // Its own throwaway sandbox: the write journey runs, no cell is skipped for want of --allow-writes.
    expect(result.stdout).toMatch(/^Conformance of http:\/\/127\.0\.0\.1:\d+ \(with writes\)$/m);
    expect(result.stdout).not.toContain('read-only run');
    // One vocabulary: the progress line's scenario cells are the summary's.
    const scenario = /(\d+) cells \((\d+) scenario, (\d+) response\)/.exec(result.stdout);
    expect(scenario).not.toBeNull();
    expect(Number(scenario![1])).toBe(Number(scenario![2]) + Number(scenario![3]));
    expect(result.stderr).toMatch(
      new RegExp(`conformance: ${scenario![2]}/${scenario![2]} scenario cells · \\d+ requests · 0 failed cells`),
    );
    const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="ausd-api conformance" tests="\d+" failures="0"/);
    expect(junit).toContain('<testsuite name="filter_semantics"');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.totals.failed).toBe(0);
    expect(report.requests).toBeGreaterThan(100);
  }, 120_000);
});
