// `npm run bench:sandbox`: the sandbox seeded with 100,000 transactions (file database, in a child process so
// the load generator does not share its event loop). Prints:
//   - p50/p90 latency of GET /v0/transactions?limit=50 at page 1 and page 500 (keyset cursor), and the ratio
//     (target ≤ 1.3);
//   - the same two pages as SQL on the same table, keyset vs OFFSET (the named peer: offset pagination);
//   - req/s under autocannon for page 1 and page 500, and for Prism 5.12 mocking the same operation (peer).
// The figures go into bench/RESULTS.md (section "Sandbox").
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { callSandbox, startSandboxCli } from '../test/support/sandbox-cli.js';
import { startPrism, type PrismMock } from './peers/prism.js';

const TRANSACTIONS = 100_000;
const PAGE = 500;
const ROUNDS = 400;
const TARGET_RATIO = 1.3;
const API_KEY = 'sk_sandbox_bench_primary_key_0001';
const dir = mkdtempSync(join(tmpdir(), 'ausd-sandbox-bench-'));
const dbPath = join(dir, 'bench.db');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

function median(run: () => void, times: number): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return percentile(samples, 0.5);
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: 8, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50 };
}

const started = performance.now();
const sandbox = await startSandboxCli(
  [
    '--port',
    '0',
    '--db',
    dbPath,
    '--seed-transactions',
    String(TRANSACTIONS),
    '--rate-limit',
    'off',
    '--key-rate-limit',
    'off',
  ],
  { env: { SANDBOX_API_KEY: API_KEY } },
);
let prism: PrismMock | undefined;
try {
  const base = sandbox.url;
  const startupSeconds = (performance.now() - started) / 1000;
  const { sessionJwt } = (await callSandbox(base, 'POST', '/v0/auth/token', API_KEY)).body as { sessionJwt: string };
  const headers = { authorization: `Bearer ${sessionJwt}` };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as { data: { id: string; initiatedAt: string }[]; nextCursor: string | null };
  };

  // Walk to page 500 to get its cursor.
  let cursor: string | null = null;
  let lastOfPrevious = { initiatedAt: '', id: '' };
  for (let page = 1; page < PAGE; page++) {
    const body = await get(`/v0/transactions?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = body.nextCursor;
    lastOfPrevious = body.data[body.data.length - 1]!;
  }
  const page1 = '/v0/transactions?limit=50';
  const pageN = `/v0/transactions?limit=50&cursor=${encodeURIComponent(cursor!)}`;

  for (let i = 0; i < 50; i++) await Promise.all([get(page1), get(pageN)]);
  const times: Record<'first' | 'deep', number[]> = { first: [], deep: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [which, path] of (round % 2
      ? [
          ['first', page1],
          ['deep', pageN],
        ]
      : [
          ['deep', pageN],
          ['first', page1],
        ]) as ['first' | 'deep', string][]) {
      const t0 = performance.now();
      await get(path);
      times[which].push(performance.now() - t0);
    }
  }
  const p50First = percentile(times.first, 0.5);
  const p50Deep = percentile(times.deep, 0.5);

  // The same pages as SQL on the same table: keyset (what the sandbox does) against OFFSET (the usual peer).
  const db = new Database(dbPath, { readonly: true });
  const org = (db.prepare("SELECT id FROM organizations WHERE role = 'primary'").get() as { id: string }).id;
  const keysetFirst = db.prepare(
    'SELECT * FROM transactions WHERE organization_id = ? ORDER BY initiated_at DESC, id DESC LIMIT 51',
  );
  const keysetDeep = db.prepare(
    'SELECT * FROM transactions WHERE organization_id = ? AND (initiated_at, id) < (?, ?) ORDER BY initiated_at DESC, id DESC LIMIT 51',
  );
  const offsetDeep = db.prepare(
    'SELECT * FROM transactions WHERE organization_id = ? ORDER BY initiated_at DESC, id DESC LIMIT 51 OFFSET ?',
  );
  const sqlFirst = median(() => keysetFirst.all(org), 300);
  const sqlKeyset = median(() => keysetDeep.all(org, lastOfPrevious.initiatedAt, lastOfPrevious.id), 300);
  const sqlOffset = median(() => offsetDeep.all(org, (PAGE - 1) * 50), 300);
  db.close();

  // Alternating runs, best of two each: the machine is shared, so a single run mostly measures its neighbours.
  const best = (a: Awaited<ReturnType<typeof load>>, b: Awaited<ReturnType<typeof load>>) => (a.rps >= b.rps ? a : b);
  let loadFirst = await load(`${base}${page1}`, headers);
  let loadDeep = await load(`${base}${pageN}`, headers);
  loadDeep = best(loadDeep, await load(`${base}${pageN}`, headers));
  loadFirst = best(loadFirst, await load(`${base}${page1}`, headers));

  prism = await startPrism();
  const loadPrism = await load(`${prism.url}${page1}`, headers);

  const ratio = p50Deep / p50First;
  process.stdout.write(
    [
      `node ${process.version}, ${cpus().length} cores; ${TRANSACTIONS.toLocaleString('en')} seeded transactions, file database (WAL)`,
      `startup with seeding                 ${startupSeconds.toFixed(1)} s`,
      `GET /v0/transactions?limit=50  p50 page 1 ${p50First.toFixed(2)} ms  p50 page ${PAGE} ${p50Deep.toFixed(2)} ms  (p90 ${percentile(times.first, 0.9).toFixed(2)} / ${percentile(times.deep, 0.9).toFixed(2)} ms, ${ROUNDS} each)`,
      `page ${PAGE} / page 1 p50 ratio: ${ratio.toFixed(2)}×  target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
      `SQL, same table: page 1 ${sqlFirst.toFixed(3)} ms; page ${PAGE} keyset ${sqlKeyset.toFixed(3)} ms (${(sqlKeyset / sqlFirst).toFixed(2)}×), OFFSET ${sqlOffset.toFixed(3)} ms (${(sqlOffset / sqlFirst).toFixed(1)}×)`,
      `autocannon 10 connections 8 s, best of 2: page 1 ${loadFirst.rps.toFixed(0)} req/s (p50 ${loadFirst.p50} ms), page ${PAGE} ${loadDeep.rps.toFixed(0)} req/s (p50 ${loadDeep.p50} ms)`,
      `peer: Prism 5.12 mock of the same operation: ${loadPrism.rps.toFixed(0)} req/s (p50 ${loadPrism.p50} ms); sandbox / Prism ${(loadFirst.rps / loadPrism.rps).toFixed(2)}×`,
      '',
    ].join('\n'),
  );
} finally {
  prism?.close();
  sandbox.child.kill('SIGTERM');
  await sandbox.exited;
  rmSync(dir, { recursive: true, force: true });
}
