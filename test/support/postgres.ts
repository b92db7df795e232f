// One throwaway PostgreSQL cluster per vitest run, started by the first test that asks for a database and stopped
// by the run's global teardown (postgres-global.ts): Debian's server (/usr/lib/postgresql/15, installed by .ci/run),
// `initdb` as the `postgres` user in a temporary folder, listening on 127.0.0.1 at a free port, C locale (byte
// order, as SQLite sorts text). Each caller gets a database of its own (CREATE DATABASE), so test files never see
// each other's rows. Workers of one run share the cluster: the first creates it under a lock folder, the others
// wait for its URL.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** The run's folder (set by the global setup); a run without it (a file run alone) gets one of its own. */
function runFolder(): string {
  const folder = process.env.AUSD_TEST_POSTGRES_DIR;
  if (folder === undefined) throw new Error('test/support/postgres-global.ts must be the global setup of this project');
  return folder;
}

/**
 * Runs a server binary as the `postgres` user when this process is root (the server refuses to run as root), in
 * `/`: initdb stops when it cannot read its working directory, which that user may not, or which may be gone.
 */
function asServerUser(binary: string, args: string[]): void {
  const command = join(POSTGRES_BIN, binary);
  const options = { stdio: 'pipe', cwd: '/' } as const;
  if (userInfo().uid === 0) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options);
  else execFileSync(command, args, options);
}

/** Starts the server of the cluster in `folder` on `port` (again, after a stop). */
function startServer(folder: string, port: number): void {
  asServerUser('pg_ctl', [
    '-D',
    join(folder, 'data'),
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=300 -c fsync=on`,
    'start',
  ]);
}

async function startCluster(folder: string): Promise<string> {
  const data = join(folder, 'data');
  mkdirSync(data);
  if (userInfo().uid === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(folder, id('-u'), id('-g'));
    chownSync(data, id('-u'), id('-g'));
  }
  asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  startServer(folder, port);
  return `postgres://postgres@127.0.0.1:${port}`;
}

let cluster: Promise<string> | undefined;

/** The cluster's base URL (no database), starting it if no worker has. */
export function postgresCluster(): Promise<string> {
  cluster ??= (async () => {
    const folder = runFolder();
    const ready = join(folder, 'url');
    try {
      mkdirSync(join(folder, 'lock'));
    } catch {
      // Another worker starts it: wait for its URL.
      for (let waited = 0; !existsSync(ready); waited += 100) {
        if (waited > 60_000) throw new Error(`no PostgreSQL cluster in ${folder} after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return readFileSync(ready, 'utf8');
    }
    const url = await startCluster(folder);
    writeFileSync(ready, url);
    return url;
  })();
  return cluster;
}

/** A new, empty database on the run's cluster: its URL. */
export async function postgresDatabase(prefix = 'test'): Promise<string> {
  const base = await postgresCluster();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `${base}/${name}`;
}

/** Templates this process has found or made, by name. */
const templates = new Map<string, Promise<void>>();

/**
 * Makes the run's database `template` with `fill` unless a worker has: workers take turns under an advisory lock,
 * and one whose fill fails drops it again.
 */
async function ensureTemplate(base: string, template: string, fill: (url: string) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount !== 0) return;
    await client.query(`CREATE DATABASE "${template}"`);
    try {
      await fill(`${base}/${template}`);
    } catch (error) {
      await client.query(`DROP DATABASE "${template}"`);
      throw error;
    }
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/**
 * A new database that starts as a copy of the run's database `template` (CREATE DATABASE … TEMPLATE), which `fill`
 * makes once per run, on first use: its URL. `fill` must close every connection it opens.
 */
export async function postgresDatabaseFrom(
  template: string,
  fill: (url: string) => Promise<void>,
  prefix = 'test',
): Promise<string> {
  const base = await postgresCluster();
  let ready = templates.get(template);
  if (ready === undefined) {
    ready = ensureTemplate(base, template, fill);
    ready.catch(() => templates.delete(template));
    templates.set(template, ready);
  }
  await ready;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
  return `${base}/${name}`;
}

/** Stops the run's cluster if a test started one (the global teardown). */
export function stopCluster(folder: string): void {
  const data = join(folder, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
}

/** A cluster of one test's own, which it may stop and start (the run's cluster serves every test file). */
export interface OwnCluster {
  /** Its `postgres` database. */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it and deletes its files. */
  remove(): void;
}

/** Starts a cluster of the caller's own in a temporary folder of its own (the caller removes it). */
export async function ownCluster(): Promise<OwnCluster> {
  const folder = mkdtempSync(join(process.env.AUSD_TEST_SYSTEM_TMPDIR ?? tmpdir(), 'ausd-postgres-own-'));
  const base = await startCluster(folder);
  return {
    url: `${base}/postgres`,
    stop: () => stopCluster(folder),
    start: () => startServer(folder, Number(new URL(base).port)),
    remove: () => {
      stopCluster(folder);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
