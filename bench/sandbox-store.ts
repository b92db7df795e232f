// `npm run bench:sandbox-store`: the sandbox's store, side by side in one run (bench/RESULTS.md, "Sandbox store").
//   1. The embedded SQLite sandbox before the port to the query builder (a git worktree of PRE_PORT, its packages
//      linked to this checkout's node_modules) against this checkout: GET /v0/transactions?limit=50 under
//      autocannon, alternating before/after runs, best of two each; target after/before >= 0.9.
//   2. One, two and three replicas over one PostgreSQL database (a throwaway cluster as the tests start it), the
//      same page, the connections split evenly across the replicas; req/s summed, p50/p99 the worst replica's.
// Each sandbox is the CLI in its own process, rate limit off, seeded with SEED_TRANSACTIONS.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresDatabase, stopCluster } from '../test/support/postgres.js';
import { startSandboxCli } from '../test/support/sandbox-cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The last commit before the store moved to Kysely. */
const PRE_PORT = '74fa2325add5fb3fbc3e06bc7d0c9e4a47087a93';
const SEED_TRANSACTIONS = 10_000;
const CONNECTIONS = 12;
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
}

/** The list page on each URL at once, CONNECTIONS split across them. */
async function load(urls: string[]): Promise<Load> {
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
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

const best = (a: Load, b: Load) => (a.rps >= b.rps ? a : b);
const row = (name: string, l: Load) => `| ${name} | ${l.rps.toFixed(0)} | ${l.p50} ms | ${l.p99} ms |`;
const children: ChildProcess[] = [];
const lines: string[] = [];
const postgresDir = mkdtempSync(join(tmpdir(), 'ausd-postgres-'));
process.env.AUSD_TEST_POSTGRES_DIR = postgresDir;
try {
  const tree = beforeTree();
  const before = await start(tree, join(work, 'before.db'));
  const after = await start(root, join(work, 'after.db'));
  children.push(before.child, after.child);
  // Warm both, then alternate: the machine is shared, so neighbours move every single run.
  await load([before.url]);
  await load([after.url]);
  let loadBefore = await load([before.url]);
  let loadAfter = await load([after.url]);
  loadAfter = best(loadAfter, await load([after.url]));
  loadBefore = best(loadBefore, await load([before.url]));
  for (const child of children.splice(0)) child.kill('SIGKILL');
  lines.push(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start of the PostgreSQL part`,
    '',
    '| Embedded SQLite, file database | req/s | p50 | p99 |',
    '| --- | --- | --- | --- |',
    row(`before (${PRE_PORT.slice(0, 7)}, better-sqlite3 directly)`, loadBefore),
    row('after (Kysely over better-sqlite3)', loadAfter),
    `after / before: ${(loadAfter.rps / loadBefore.rps).toFixed(2)}× req/s (target ≥ 0.9)`,
    '',
    '| PostgreSQL 15, one database | req/s | p50 (worst replica) | p99 (worst replica) |',
    '| --- | --- | --- | --- |',
  );

  const db = await postgresDatabase('bench');
  const replicas = [await start(root, db)];
  children.push(replicas[0]!.child);
  for (const count of [1, 2, 3]) {
    while (replicas.length < count) {
      const replica = await start(root, db);
      replicas.push(replica);
      children.push(replica.child);
    }
    const urls = replicas.map((replica) => replica.url);
    await load(urls);
    lines.push(row(`${count} replica${count > 1 ? 's' : ''}`, best(await load(urls), await load(urls))));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  stopCluster(postgresDir);
  rmSync(postgresDir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'remove', '--force', join(work, 'before')], { cwd: root, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
