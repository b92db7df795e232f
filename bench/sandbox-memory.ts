// `npm run bench:sandbox-memory`: the resident memory of a sandbox (the sandbox command in a child process,
// in-memory database) after 10,000 authenticated list requests with `toChain` lists, against a fresh sandbox
// measured the same way in the same run. Two loads, each on its own fresh sandbox:
//   - accepted: the largest lists the contract accepts (maxItems), every length from 1 to the maximum, items
//     different in every request (under one SQL placeholder per item each length was a new statement);
//   - oversize: 6,300–6,900 items `a,a,…`, a different count each time (the attack of issue #13), now 400.
// Target: RSS after each load within 50 MiB of the fresh sandbox. The figures go into bench/RESULTS.md.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { callSandbox, startSandboxCli } from '../test/support/sandbox-cli.js';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 10_000);
const IN_FLIGHT = 8;
const TARGET_MIB = 50;
const API_KEY = 'sk_sandbox_bench_memory_key_0001';
const contract = JSON.parse(readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8')) as {
  components: { parameters: Record<string, { schema: { maxItems: number } }> };
};
const MAX_ITEMS = contract.components.parameters['ToChainFilter']!.schema.maxItems;

const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function send(base: URL, method: string, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

// Both figures are taken after 10 s without requests, when V8's memory reducer has run (as on a quiet server).
const SETTLE_MS = Number(process.env['BENCH_SETTLE_MS'] ?? 10_000);
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function withSandbox<T>(work: (base: URL, token: string, pid: number) => Promise<T>): Promise<T> {
  const sandbox = await startSandboxCli(
    ['--port', '0', '--db', ':memory:', '--rate-limit', 'off', '--key-rate-limit', 'off'],
    { env: { SANDBOX_API_KEY: API_KEY } },
  );
  try {
    const { sessionJwt } = (await callSandbox(sandbox.url, 'POST', '/v0/auth/token', API_KEY)).body as {
      sessionJwt: string;
    };
    return await work(new URL(sandbox.url), sessionJwt, sandbox.child.pid!);
  } finally {
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
  }
}

/** Sends `count` requests, `IN_FLIGHT` at a time; returns how many got each status. */
async function load(
  base: URL,
  token: string,
  count: number,
  pathOf: (index: number) => string,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) {
        const status = await send(base, 'GET', pathOf(next++), token);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const accepted = (index: number) => {
  const length = (index % MAX_ITEMS) + 1;
  return `/v0/routes?toChain=${Array.from({ length }, (_, item) => `c${index}x${item}`).join(',')}`;
};
const oversize = (index: number) =>
  `/v0/routes?toChain=${Array(6300 + ((index * 7919) % 601))
    .fill('a')
    .join(',')}`;

interface Row {
  label: string;
  fresh: number;
  after: number;
  /** RSS after each quarter of the load: flat once the heap reached its working size, rising on a leak. */
  checkpoints: number[];
  statuses: Map<number, number>;
  seconds: number;
}

async function measure(label: string, pathOf: (index: number) => string): Promise<Row> {
  return withSandbox(async (base, token, pid) => {
    await load(base, token, 200, (index) => `/v0/routes?limit=${(index % 200) + 1}`);
    await settle();
    const fresh = rssMiB(pid);
    const started = performance.now();
    const statuses = new Map<number, number>();
    const checkpoints: number[] = [];
    const quarter = Math.ceil(REQUESTS / 4);
    for (let done = 0; done < REQUESTS; done += quarter) {
      const sent = await load(base, token, Math.min(quarter, REQUESTS - done), (index) => pathOf(done + index));
      for (const [status, count] of sent) statuses.set(status, (statuses.get(status) ?? 0) + count);
      checkpoints.push(rssMiB(pid));
    }
    const seconds = (performance.now() - started) / 1000;
    await settle();
    return { label, fresh, after: rssMiB(pid), checkpoints, statuses, seconds };
  });
}

const rows = [
  await measure(`accepted: toChain of 1–${MAX_ITEMS} new items`, accepted),
  await measure('oversize: toChain of 6,300–6,900 items', oversize),
];
agent.destroy();

console.log(
  `\n${REQUESTS} GET /v0/routes per load, ${IN_FLIGHT} in flight, each load on a fresh sandbox (RSS of the sandbox process)\n`,
);
console.log('| Load | Statuses | RSS fresh | RSS at each quarter | RSS after | Growth | Time |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const statuses = [...row.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  const growth = row.after - row.fresh;
  const quarters = row.checkpoints.map((rss) => rss.toFixed(0)).join(' / ');
  console.log(
    `| ${row.label} | ${statuses} | ${row.fresh.toFixed(0)} MiB | ${quarters} MiB | ${row.after.toFixed(0)} MiB | ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB | ${row.seconds.toFixed(1)} s |`,
  );
}
const worst = Math.max(...rows.map((row) => row.after - row.fresh));
console.log(
  `\nLargest growth ${worst.toFixed(1)} MiB (target ≤ ${TARGET_MIB} MiB): ${worst <= TARGET_MIB ? 'met' : 'NOT met'}`,
);
