// `ausd-api sandbox` refuses what it cannot serve before any work: a port out of range, a port in use, an
// address not on this machine, a database file in a missing folder or that is not a database, a seed past
// its bound. Each exits 2 with the command's context, never Node's raw message.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProgress } from '../../packages/sandbox/src/cli/seed-progress.js';
import { MAX_SEED_TRANSACTIONS } from '../../packages/sandbox/src/seed/seed-sandbox.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxStartError } from '../../packages/sandbox/src/core/start-error.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let occupied: Server;
let busyPort: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ausd-sandbox-cli-'));
  occupied = createServer();
  await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
  busyPort = (occupied.address() as { port: number }).port;
});

afterAll(() => new Promise((resolve) => occupied.close(resolve)));

const sandbox = (...argv: string[]) => runCli('sandbox', argv);

describe('ausd-api sandbox refuses before starting', () => {
  it('a port out of range, with the usage text', async () => {
    const result = await sandbox('--port', '99999', '--db', ':memory:');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--port must be an integer from 0 to 65535, got '99999'");
    expect(result.stderr).toContain('Usage: ausd-api sandbox');
    expect(result.stderr).not.toContain('options.port');
  });

  it('a sign-up quota or unused period below 1, and an empty sign-up token', async () => {
    for (const [args, message] of [
      [['--signup-quota', '0'], "--signup-quota must be a whole number from 1, got '0'"],
      [['--unused-days', '0'], "--unused-days must be a whole number from 1, got '0'"],
      [['--signup-token', ''], '--signup-token must not be empty'],
    ] as const) {
      const result = await sandbox(...args, '--db', ':memory:');
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });

  it('a port in use, naming the address', async () => {
    const result = await sandbox('--port', String(busyPort), '--db', ':memory:', '--no-seed');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`ausd-api sandbox: cannot listen on 127.0.0.1:${busyPort}: the port is in use`);
    expect(result.stdout).toBe('');
  });

  it('an address that is not on this machine', async () => {
    const result = await sandbox('--host', '192.0.2.1', '--port', '0', '--db', ':memory:', '--no-seed');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('ausd-api sandbox: cannot listen on 192.0.2.1:0: 192.0.2.1 is not an address');
  });

  it('a database in a folder that does not exist, and creates no folder', async () => {
    const file = path.join(dir, 'missing', 'sandbox.db');
    const result = await sandbox('--db', file, '--port', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--db ${file}: the folder ${path.dirname(file)} does not exist`);
    expect(existsSync(path.dirname(file))).toBe(false);
  });

  it('a file that is not a database, naming it', async () => {
    const file = path.join(dir, 'notes.db');
    writeFileSync(file, 'these are not the pages of a SQLite database, just some text long enough\n'.repeat(20));
    const result = await sandbox('--db', file, '--port', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--db ${file}: file is not a database`);
  });

  it('a database holding tables the sandbox did not make, naming the step, for start and migrate alike', async () => {
    const file = path.join(dir, 'other.db');
    const other = new Database(file);
    other.exec('CREATE TABLE organizations (x INTEGER)');
    other.close();
    const step = 'migration step 0001-tables failed: table organizations already exists';
    const started = await sandbox('--db', file, '--port', '0');
    expect([started.code, started.stderr]).toEqual([2, expect.stringContaining(`--db ${file}: ${step}; give`)]);
    const migrated = await runCli('sandbox', ['migrate', '--db', file]);
    expect(migrated.code).toBe(2);
    expect(migrated.stderr).toContain(`--db ${file}: ${step}; no step was applied.\nNext step:`);
    expect(migrated.stderr).not.toMatch(/\n\s+at /);
  });

  it('a seed past its bound, with the bound', async () => {
    const result = await sandbox('--seed-transactions', '99999999999', '--db', ':memory:');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `--seed-transactions must be an integer from 0 to ${MAX_SEED_TRANSACTIONS}, got '99999999999'`,
    );
    expect(result.stderr).toContain('Usage: ausd-api sandbox');
  });

  it('bounds it does not know, or figures that are no whole number from 1', async () => {
    const unknown = await sandbox('--limits', 'accounts=5,widgets=2', '--db', ':memory:');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--limits names one of organizations, accounts, routes, keys, heldTransfers');
    expect(unknown.stderr).toContain("got 'widgets'");
    const zero = await sandbox('--limits', 'accounts=0', '--db', ':memory:');
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain("--limits accounts must be a whole number from 1, got '0'");
  });
});

describe('startSandbox', () => {
  it('refuses a seed past its bound before listening', async () => {
    await expect(startSandbox({ seedTransactions: MAX_SEED_TRANSACTIONS + 1 })).rejects.toThrow(SandboxStartError);
  });

  it('reports seeding progress by transactions written', async () => {
    const calls: [number, number][] = [];
    const running = await startSandbox({
      seedTransactions: 2_500,
      onSeedProgress: (done, total) => calls.push([done, total]),
    });
    await running.close();
    expect(calls).toEqual([
      [0, 2_500],
      [1_000, 2_500],
      [2_000, 2_500],
      [2_500, 2_500],
    ]);
  });
});

describe('seed progress on the command line', () => {
  function reporter() {
    let now = 0;
    let written = '';
    const progress = seedProgress({ write: (text: string) => ((written += text), true), isTTY: false }, () => now);
    return { progress, at: (ms: number) => (now = ms), written: () => written };
  }

  it('says nothing for a seed done within a second', () => {
    const r = reporter();
    r.progress(0, 600);
    r.at(900);
    r.progress(600, 600);
    expect(r.written()).toBe('');
  });

  it('shows a longer seed as it goes and when it ends', () => {
    const r = reporter();
    r.progress(0, 100_000);
    r.at(400);
    r.progress(1_000, 100_000);
    r.at(1_200);
    r.progress(2_000, 100_000);
    r.at(9_000);
    r.progress(100_000, 100_000);
    expect(r.written()).toBe('seeding 2,000 of 100,000 transactions…\nseeded 100,000 transactions in 9.0 s\n');
  });
});
