// Every output file a command writes is checked before the run: a path that cannot be written exits 2 with the
// path and the reason, before any work (no summary, no deployment contacted), never 1 after the whole run.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { runCli } from '../support/run-cli.js';

const contract = 'generated/openapi.json';
const missing = '/nonexistent/folder/report.xml';
let dir: string;
let unreachable: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ausd-output-'));
  unreachable = `http://127.0.0.1:${await freePort()}`;
});

function expectRefused(result: { code: number; stdout: string; stderr: string }, option: string, file: string) {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr).toContain(`${option} ${file}`);
  expect(result.stdout).toBe('');
}

describe('output files are checked before the run', () => {
  it.each(['--junit', '--json'])('conformance %s in a missing folder', async (option) => {
    const result = await runCli('conformance', ['--base-url', unreachable, '--api-key', 'sk_x', option, missing]);
    expectRefused(result, option, missing);
    expect(result.stderr).toContain('the folder /nonexistent/folder does not exist');
    expect(result.stderr).not.toContain('cannot reach');
    expect(result.stderr).toContain('Usage: ausd-api conformance');
  });

  it('conformance --json naming a folder', async () => {
    const result = await runCli('conformance', ['--base-url', unreachable, '--api-key', 'sk_x', '--json', dir]);
    expectRefused(result, '--json', dir);
    expect(result.stderr).toContain('is a folder');
  });

  it('diff --output in a missing folder', async () => {
    const result = await runCli('diff', ['--base', contract, '--head', contract, '--output', missing]);
    expectRefused(result, '--output', missing);
    expect(result.stderr).toContain('Usage: ausd-api diff');
  });

  it('changelog --write in a missing folder', async () => {
    const target = '/nonexistent/folder/CHANGELOG.md';
    const result = await runCli('changelog', ['--base', contract, '--head', contract, '--write', target]);
    expectRefused(result, '--write', target);
  });

  it.each(['--report', '--junit'])('conformance proxy %s in a missing folder', async (option) => {
    const argv = ['proxy', '--upstream', unreachable, '--duration', '0.1', option, missing];
    const result = await runCli('conformance', argv);
    expectRefused(result, option, missing);
    expect(result.stderr).toContain('Usage: ausd-api conformance proxy');
  });
});

describe('a run that cannot start still writes its JUnit report', () => {
  it('an unreachable deployment exits 2 with an error element saying why', async () => {
    const junit = path.join(dir, 'unreachable.xml');
    const result = await runCli('conformance', [
      '--base-url',
      unreachable,
      '--api-key',
      'sk_unreachable_secret',
      '--junit',
      junit,
    ]);
    expect(result.code, result.stderr).toBe(2);
    expect(existsSync(junit)).toBe(true);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="ausd-api conformance" tests="1" failures="0" errors="1"/);
    expect(xml).toMatch(/<error type="aborted" message="cannot reach http:\/\/127\.0\.0\.1:\d+/);
    expect(xml).not.toContain('sk_unreachable_secret');
  });
});
