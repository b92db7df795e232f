// The command line: usage errors and unreachable deployments exit 2 with a clear message; a run writes its
// JUnit and JSON reports and never prints the keys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'cli/ausd-api.ts', 'conformance', ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('ausd-api conformance', () => {
  it('exits 2 on a bad option value', () => {
    const result = cli(['--max-requests', 'many']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--max-requests must be a positive integer');
  });

  it('exits 2 when --base-url has no key', () => {
    const result = cli(['--base-url', 'http://127.0.0.1:9']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--api-key');
  });

  it('exits 2 when the deployment cannot be reached', async () => {
    const port = await closedPort();
    const result = cli(['--base-url', `http://127.0.0.1:${port}`], { AUSD_API_KEY: 'sk_unreachable_secret_value' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+/);
    expect(result.stderr + result.stdout).not.toContain('sk_unreachable_secret_value');
  });

  it('runs against the embedded sandbox, writes JUnit and JSON, exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    const result = cli(['--junit', join(dir, 'junit.xml'), '--json', join(dir, 'report.json')]);
    expect(result.stdout).toContain('PASSED');
    expect(result.status).toBe(0);
    const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="ausd-api conformance" tests="\d+" failures="0"/);
    expect(junit).toContain('<testsuite name="filter_semantics"');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.totals.failed).toBe(0);
    expect(report.requests).toBeGreaterThan(100);
  }, 120_000);
});
