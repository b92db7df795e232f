// `npm run bench:sandbox-store`: the sandbox's store, side by side in one run (bench/RESULTS.md, "Sandbox store").
// GET /v0/transactions?limit=50 with a session under autocannon (10 connections), each sandbox seeded with
// SEED_TRANSACTIONS, alternating runs, best of two each:
//   1. The embedded SQLite sandbox before the port to the query builder (a git worktree of PRE_PORT, its packages
//      linked to this checkout's node_modules) against this checkout; target after/before >= 0.9.
//   2. One PostgreSQL replica (a throwaway cluster as the tests start it) against this checkout's embedded sandbox,
//      in the same alternation; target >= 0.5x, p99 < 100 ms.
//   3. Two and three replicas over the same database, the connections split evenly; req/s summed, p50/p99 the worst
//      replica's.
// Each sandbox is the CLI in its own process, rate limits and the request log off. Each row also gives the CPU time per
// request of the sandbox processes and of the PostgreSQL server (from /proc: Linux), which neighbours move far less.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresDatabase, stopCluster } from '../test/support/postgres.js';
import { startSandboxCli } from '../test/support/sandbox-cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The last commit before the store moved to Kysely. */
const PRE_PORT = '74fa2325add5fb3fbc3e06bc7d0c9e4a47087a93';
const SEED_TRANSACTIONS = 2_000;
const CONNECTIONS = 10;
const SECONDS = 8;
const API_KEY = 'sk_sandbox_bench_primary_key_0001';
const PAGE = '/v0/transactions?limit=50';
const work = mkdtempSync(join(tmpdir(), 'ausd-store-bench-'));

/** A checkout of PRE_PORT whose @ausd packages are its own and every other package is this checkout's. */
function beforeTree(): string {
  const tree = join(work, 'before');
  execFileSync('git', ['worktree', 'add', '--detach', tree, PRE_PORT], { cwd: root, stdio: 'ignore' });
  mkdirSync(join(tree, 'node_modules', '@ausd'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@ausd') symlinkSync(join(root, 'node_modules', entry), join(tree, 'node_modules', entry));
  }
  for (const name of readdirSync(join(root, 'node_modules', '@ausd'))) {
    const own = ['generated', 'generators'].includes(name) ? join(tree, name) : join(tree, 'packages', name);
    symlinkSync(own, join(tree, 'node_modules', '@ausd', name));
  }
  return tree;
}

function start(cwd: string, db: string) {
  const args = ['--port', '0', '--db', db, '--seed-transactions', String(SEED_TRANSACTIONS), '--rate-limit', 'off'];
  // The tree before the port has no per-key limit to switch off.
  if (cwd === root) args.push('--key-rate-limit', 'off');
  if (db.startsWith('postgres')) args.push('--log', 'off', '--organization-rate-limit', 'off');
  return startSandboxCli(args, { cwd, env: { SANDBOX_API_KEY: API_KEY } });
}

async function session(url: string): Promise<Record<string, string>> {
  const reply = await fetch(`${url}/v0/auth/token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  const { sessionJwt } = (await reply.json()) as { sessionJwt: string };
  return { authorization: `Bearer ${sessionJwt}` };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (user and system) per request of the sandbox processes and of the PostgreSQL server, in ms. */
  sandboxCpu: number;
  postgresCpu: number;
}

/** CPU time (user + system, ms) a process has used; with `reaped`, also that of its children it has waited for. */
function cpuMs(pid: number, reaped = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = fields.slice(11, reaped ? 15 : 13).reduce((sum, field) => sum + Number(field), 0);
  return ticks * 10;
}

/**
 * The PostgreSQL server's CPU time: the postmaster's with the backends it reaped, plus its live children's (a
 * backend that exits during a run moves from the second to the first).
 */
function postgresCpuMs(): number {
  const pidFile = join(postgresDir, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return 0;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  let total = cpuMs(postmaster, true);
  for (const child of children) {
    try {
      total += cpuMs(Number(child));
    } catch {
      // Exited since pgrep listed it: the postmaster's reaped time holds it.
    }
  }
  return total;
}

/** The list page on each URL at once, CONNECTIONS split across them; CPU of `sandboxes` and PostgreSQL's. */
async function load(urls: string[], sandboxes: readonly ChildProcess[] = []): Promise<Load> {
  const sandboxCpu = () => sandboxes.reduce((sum, child) => sum + cpuMs(child.pid!), 0);
  const [sandboxBefore, postgresBefore] = [sandboxCpu(), postgresCpuMs()];
  const results = await Promise.all(
    urls.map(async (url) => {
      const result = await autocannon({
        url: `${url}${PAGE}`,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        headers: await session(url),
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result;
    }),
  );
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    sandboxCpu: (sandboxCpu() - sandboxBefore) / requests,
    postgresCpu: (postgresCpuMs() - postgresBefore) / requests,
  };
}

const best = (a: Load, b: Load) => (a.rps >= b.rps ? a : b);
const row = (name: string, l: Load) =>
  `| ${name} | ${l.rps.toFixed(0)} | ${l.p50} ms | ${l.p99} ms | ${l.sandboxCpu.toFixed(2)} ms | ${l.postgresCpu.toFixed(2)} ms |`;
const children: ChildProcess[] = [];
const lines: string[] = [];
const postgresDir = mkdtempSync(join(tmpdir(), 'ausd-postgres-'));
process.env.AUSD_TEST_POSTGRES_DIR = postgresDir;
try {
  const tree = beforeTree();
  const before = await start(tree, join(work, 'before.db'));
  const after = await start(root, join(work, 'after.db'));
  const db = await postgresDatabase('bench');
  const replicas = [await start(root, db)];
  children.push(before.child, after.child, replicas[0]!.child);
  const one = replicas[0]!.url;
  // Warm each, then alternate: the machine is shared, so neighbours move every single run.
  for (const url of [before.url, after.url, one]) await load([url]);
  const startLoad = loadavg()[0]!;
  let loadBefore = await load([before.url], [before.child]);
  let loadAfter = await load([after.url], [after.child]);
  let loadOne = await load([one], [replicas[0]!.child]);
  loadOne = best(loadOne, await load([one], [replicas[0]!.child]));
  loadAfter = best(loadAfter, await load([after.url], [after.child]));
  loadBefore = best(loadBefore, await load([before.url], [before.child]));
  for (const child of children.splice(0, 2)) child.kill('SIGKILL');
  lines.push(
    `node ${process.version}, ${cpus().length} cores, load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} after the alternation`,
    '',
    '| Target | req/s | p50 | p99 | sandbox CPU / request | PostgreSQL CPU / request |',
    '| --- | --- | --- | --- | --- | --- |',
    row(`embedded SQLite, before (${PRE_PORT.slice(0, 7)}, better-sqlite3 directly)`, loadBefore),
    row('embedded SQLite, after (Kysely over better-sqlite3)', loadAfter),
    row('PostgreSQL 15, 1 replica', loadOne),
    '',
    `embedded after / before: ${(loadAfter.rps / loadBefore.rps).toFixed(2)}× req/s (target ≥ 0.9)`,
    `1 replica / embedded after: ${(loadOne.rps / loadAfter.rps).toFixed(2)}× req/s (target ≥ 0.5, p99 < 100 ms)`,
    '',
    '| PostgreSQL 15, one database | req/s | p50 (worst replica) | p99 (worst replica) | sandbox CPU / request | PostgreSQL CPU / request |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const count of [2, 3]) {
    while (replicas.length < count) {
      const replica = await start(root, db);
      replicas.push(replica);
      children.push(replica.child);
    }
    const urls = replicas.map((replica) => replica.url);
    const processes = replicas.map((replica) => replica.child);
    await load(urls);
    lines.push(row(`${count} replicas`, best(await load(urls, processes), await load(urls, processes))));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  stopCluster(postgresDir);
  rmSync(postgresDir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'remove', '--force', join(work, 'before')], { cwd: root, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
