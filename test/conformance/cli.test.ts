// The command line: usage errors and unreachable deployments exit 2 with a clear message; a run writes its
// JUnit and JSON reports and never prints the keys.
import { faultOptions } from '../support/faults/index.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { runCli } from '../support/run-cli.js';
import { freePort } from '../support/free-port.js';

const cli = (args: string[], env: Record<string, string> = {}) => runCli('conformance', args, env);

describe('ausd-api conformance', () => {
  it('exits 2 on a bad option value', async () => {
    const result = await cli(['--max-requests', 'many']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--max-requests must be a positive integer');
  });

  it('exits 2 on a time limit a timer cannot hold, naming the range', async () => {
    for (const [option, value] of [
      ['--request-timeout', '3000000'],
      ['--timeout', '0'],
      ['--request-timeout', 'soon'],
    ]) {
      const result = await cli([option!, value!]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${option} must be a number of seconds from 0.001 to 86400, got '${value}'`);
    }
  });

  it('exits 2 when --base-url has no key', async () => {
    const result = await cli(['--base-url', 'http://127.0.0.1:9']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--api-key');
  });

  it('exits 2 when the deployment cannot be reached, saying why in the JUnit and JSON files too', async () => {
    const port = await freePort(); // nothing listens there
    const dir = mkdtempSync(join(tmpdir(), 'conformance-cli-'));
    const result = await cli(
      ['--base-url', `http://127.0.0.1:${port}`, '--junit', join(dir, 'junit.xml'), '--json', join(dir, 'run.json')],
      { AUSD_API_KEY: 'sk_unreachable_secret_value' },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+/);
    expect(result.stderr + result.stdout).not.toContain('sk_unreachable_secret_value');
    expect(result.stdout).toContain(`--junit report written to ${join(dir, 'junit.xml')}\n`);
    expect(result.stdout).toContain(`--json report written to ${join(dir, 'run.json')}\n`);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toMatch(/<error [^>]*message="cannot reach/);
    const json = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as Record<string, unknown>;
    expect(json).toMatchObject({ mode: 'run', baseUrl: `http://127.0.0.1:${port}`, verdict: 'aborted' });
    expect(json.reason).toMatch(/^cannot reach http:\/\/127\.0\.0\.1:\d+/);
    expect(JSON.stringify(json)).not.toContain('sk_unreachable_secret_value');
  });

  it('proxy: exits 2 on a duration or upstream timeout a timer cannot hold, naming the range', async () => {
    for (const option of ['--duration', '--upstream-timeout']) {
      const result = await cli(['proxy', '--upstream', 'http://127.0.0.1:9', option, '3000000']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${option} must be a number of seconds from 0.001 to 86400, got '3000000'`);
    }
  });

  it('proxy: exits 2 on a port in use, saying what to do instead', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const result = await cli(['proxy', '--upstream', 'http://127.0.0.1:9', '--port', String(port)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `ausd-api conformance proxy: cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE); choose another port, or 0 for a free one\n`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('exits 2 when the deployment refuses the key, without printing it', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', seed: null });
    try {
      const result = await cli(['--base-url', sandbox.url, '--api-key', 'sk_wrong_key_for_this_sandbox']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /the API key was refused by POST http:\/\/127\.0\.0\.1:\d+\/v0\/auth\/token: 401 unauthorized \(context\.reason invalid_token\)/,
      );
      expect(result.stderr + result.stdout).not.toContain('sk_wrong_key_for_this_sandbox');
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('exits 1 on a violation and shows the check, request, response and rule', async () => {
    // A violation the first checks meet: a failure decides the verdict however short the budget cuts the run.
    const sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      seedTransactions: 20,
      ...faultOptions('missing_required_field'),
    });
    try {
      const result = await cli([
        '--base-url',
        sandbox.url,
        '--api-key',
        sandbox.apiKeys.primary,
        '--max-requests',
        '60',
      ]);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^FAILED: .* 1 failed \(1 major\)/m);
      expect(result.stdout).toMatch(/✗ response_schema · listAccounts \[major\]/);
      expect(result.stdout).toMatch(/must have required property 'addressFormat'.*\[#\/required/);
      expect(result.stdout).toMatch(/request: {2}GET http:\/\/127\.0\.0\.1:\d+\/v0\/accounts/);
      expect(result.stdout).toMatch(/response: 200 \{"data":\[/);
      expect(result.stdout).toMatch(
        /repro: {4}curl -sS -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/v0\/accounts[^']*' -H "Authorization: Bearer \$AUSD_SESSION"/,
      );
      expect(result.stdout).toContain('Documented statuses never exercised:');
      expect(result.stdout + result.stderr).not.toContain(sandbox.apiKeys.primary);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
