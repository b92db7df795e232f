import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { callSandbox, startSandboxCli } from '../support/sandbox-cli.js';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'ausd-sandbox-'));
const dbPath = join(dir, 'sandbox.db');
const KEYS = {
  SANDBOX_API_KEY: 'sk_sandbox_durability_primary_0001',
  SANDBOX_OTHER_API_KEY: 'sk_sandbox_durability_other_0001',
};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startCli = (args: string[]) => startSandboxCli(args, { env: KEYS });
const call = callSandbox;

const token = async (url: string) =>
  (await call(url, 'POST', '/v0/auth/token', KEYS.SANDBOX_API_KEY)).body.sessionJwt as string;

describe('the sandbox command and its database', () => {
  it('keeps every acknowledged write through kill -9 mid-write, and restarts without reseeding', async () => {
    const first = await startCli(['--port', '0', '--db', dbPath, '--rate-limit', 'off', '--key-rate-limit', 'off']);
    expect(first.stdout()).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+\n$/);
    const jwt = await token(first.url);
    const seededCount = (await call(first.url, 'GET', '/v0/transactions?limit=200', jwt)).body.data.length;

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const address = `0x${lane.toString(16).padStart(2, '0')}${i.toString(16).padStart(38, '0')}`;
        try {
          const reply = await call(first.url, 'POST', '/v0/accounts', jwt, {
            kind: 'wallet',
            address,
            networks: ['base'],
          });
          if (reply.status === 201) acknowledged.push(reply.body.id);
        } catch {
          return; // the server died under us
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(await first.exited).toBe(null);

    const second = await startCli(['--port', '0', '--db', dbPath, '--rate-limit', 'off', '--key-rate-limit', 'off']);
    try {
      const jwt2 = await token(second.url);
      for (const id of acknowledged)
        expect((await call(second.url, 'GET', `/v0/accounts/${id}`, jwt2)).status, id).toBe(200);
      expect((await call(second.url, 'GET', '/v0/transactions?limit=200', jwt2)).body.data.length).toBe(seededCount);
      // The session JWT issued before the crash still verifies: the signing key lives in the database.
      expect((await call(second.url, 'GET', '/v0/accounts?limit=1', jwt)).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('stores API keys only as SHA-256 hashes and runs in WAL mode', () => {
    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const rows = db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[];
      expect(JSON.stringify(rows)).not.toContain(KEYS.SANDBOX_API_KEY);
      const hash = createHash('sha256').update(KEYS.SANDBOX_API_KEY).digest('hex');
      expect(rows.map((row) => row.secret_sha256)).toContain(hash);
    } finally {
      db.close();
    }
  });

  it('--help prints the options and exits 0', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/api-toolkit/src/cli/ausd-api.ts', 'sandbox', '--help'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    for (const option of ['--port', '--host', '--db', '--seed', '--no-seed', '--rate-limit', 'SANDBOX_API_KEY'])
      expect(out).toContain(option);
  });

  it('shuts down cleanly on SIGINT', async () => {
    const cli = await startCli(['--port', '0', '--db', ':memory:', '--no-seed']);
    expect((await fetch(`${cli.url}/v0/metrics`)).status).toBe(200);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    expect(cli.stdout().split('\n').filter(Boolean)).toHaveLength(1);
  });
});
