// `npm run bench:middleware [-- --duration 6 --connections 32 --rounds 5]`: autocannon against the same
// Express app with no validation, this toolkit's middleware (also with response validation on), and
// express-openapi-validator. Each variant runs in its own child process (one core for the server, one for
// autocannon); rounds interleave the variants so drifting machine load hits all alike, and the median round
// per variant is reported: req/s, p50/p99 latency, server CPU per request, peak memory, and the ratios.
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchApp, SESSION_JWT, variants, type Variant } from './middleware-apps.js';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The path of the n-th request, when each request is to differ from the last. */
  pathOf?: (n: number) => string;
  expectStatus: number;
}

/** A second of 2026 per request: no two requests of a run send the same query. */
const distinctSince = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString().replace(/\.000Z$/, 'Z');

const scenarios: Scenario[] = [
  {
    name: 'GET /v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00:00:00Z&limit=50',
    method: 'GET',
    // The colons are percent-encoded: express-openapi-validator rejects reserved characters in query values.
    path: '/v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50',
    expectStatus: 200,
  },
  {
    name: 'GET /v0/transactions, as above with a different initiatedAt.gte each request',
    method: 'GET',
    path: '/v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50',
    pathOf: (n) => `/v0/transactions?type=mint,redeem&initiatedAt.gte=${encodeURIComponent(distinctSince(n))}&limit=50`,
    expectStatus: 200,
  },
  {
    name: 'POST /v0/accounts (wallet body)',
    method: 'POST',
    path: '/v0/accounts',
    body: JSON.stringify({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['ethereum', 'base'],
      name: 'Treasury hot wallet',
    }),
    expectStatus: 201,
  },
];

interface ServerStats {
  peakRssMb: number;
  heapUsedMb: number;
  /** CPU time (user + system) the server process spent since the last `reset`, in microseconds. */
  cpuMicros: number;
}

interface Figures {
  variant: Variant;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Server CPU per request: robust to a busy machine, unlike req/s. */
  cpuMicrosPerRequest: number;
  memory: ServerStats;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Child process: serve one variant, track peak RSS and CPU time, answer `reset`/`stats` over IPC. */
function serve(variant: Variant): void {
  let peakRss = 0;
  let cpuSince = process.cpuUsage();
  setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50).unref();
  const server = benchApp(variant).listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address !== null ? address.port : 0 });
  });
  process.on('message', (message) => {
    if (message === 'reset') {
      cpuSince = process.cpuUsage();
      process.send?.({ reset: true });
    }
    if (message !== 'stats') return;
    const cpu = process.cpuUsage(cpuSince);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const stats: ServerStats = {
      peakRssMb: megabytes(peakRss),
      heapUsedMb: megabytes(process.memoryUsage().heapUsed),
      cpuMicros: cpu.user + cpu.system,
    };
    process.send?.({ stats });
  });
  process.on('disconnect', () => process.exit(0));
}

function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      resolve(message[key] as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Requests sent so far, across runs, so `pathOf` never repeats a path within one server's life. */
let sent = 0;

function load(
  url: string,
  scenario: Scenario,
  options: { duration: number; connections: number },
): Promise<autocannon.Result> {
  const { pathOf } = scenario;
  return autocannon({
    url: `${url}${scenario.path}`,
    ...(pathOf && { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf((sent += 1)) }) }] }),
    method: scenario.method,
    body: scenario.body,
    headers: {
      Authorization: `Bearer ${SESSION_JWT}`,
      ...(scenario.body ? { 'Content-Type': 'application/json' } : {}),
    },
    connections: options.connections,
    duration: options.duration,
  });
}

async function measure(
  variant: Variant,
  scenario: Scenario,
  options: { duration: number; connections: number },
): Promise<Figures> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', variant], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const url = `http://127.0.0.1:${await nextMessage<number>(child, 'port')}`;
    const probe = await fetch(`${url}${scenario.path}`, {
      method: scenario.method,
      body: scenario.body,
      headers: {
        Authorization: `Bearer ${SESSION_JWT}`,
        ...(scenario.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    if (probe.status !== scenario.expectStatus)
      throw new Error(`${variant}: ${scenario.name} answered ${probe.status}: ${await probe.text()}`);
    await load(url, scenario, { ...options, duration: Math.min(3, options.duration) }); // warm-up: JIT, lazy spec loading
    child.send('reset');
    await nextMessage(child, 'reset');
    const result = await load(url, scenario, options);
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) throw new Error(`${variant}: ${failures} failed requests during ${scenario.name}`);
    child.send('stats');
    const stats = await nextMessage<ServerStats>(child, 'stats');
    return {
      variant,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpuMicrosPerRequest: stats.cpuMicros / result.requests.total,
      memory: stats,
    };
  } finally {
    child.kill();
  }
}

/** The run with the median req/s: its figures stay consistent with each other. */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0),
    )
    .join('  ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      duration: { type: 'string', default: '6' },
      connections: { type: 'string', default: '32' },
      rounds: { type: 'string', default: '5' },
    },
  });
  const options = { duration: Number(values.duration), connections: Number(values.connections) };
  const rounds = Number(values.rounds);
  console.log(
    `Middleware benchmark: autocannon, ${options.connections} connections, ${options.duration} s per run after a warm-up, median of ${rounds} interleaved rounds, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    'Variants: none = no validation; middleware = generated router; middleware+responses = with response validation; eov = express-openapi-validator\n',
  );
  for (const scenario of scenarios) {
    const runs = new Map<Variant, Figures[]>(variants.map((variant) => [variant, []]));
    for (let round = 0; round < rounds; round++) {
      for (const variant of variants) runs.get(variant)?.push(await measure(variant, scenario, options));
    }
    const figures = variants.map((variant) => median(runs.get(variant) ?? []));
    const widths = [22, 8, 7, 7, 12, 12, 13];
    console.log(scenario.name);
    console.log(row(['variant', 'req/s', 'p50 ms', 'p99 ms', 'server CPU', 'peak RSS MB', 'heap used MB'], widths));
    console.log(row(['', '', '', '', 'µs/req', '', ''], widths));
    for (const figure of figures) {
      const { variant, requestsPerSecond, p50, p99, cpuMicrosPerRequest, memory } = figure;
      console.log(
        row(
          [
            variant,
            Math.round(requestsPerSecond),
            p50,
            p99,
            Math.round(cpuMicrosPerRequest),
            memory.peakRssMb,
            memory.heapUsedMb,
          ],
          widths,
        ),
      );
    }
    const pick = (variant: Variant) => figures.find((figure) => figure.variant === variant) as Figures;
    const [none, middleware, withResponses, eov] = [
      pick('none'),
      pick('middleware'),
      pick('middleware+responses'),
      pick('eov'),
    ];
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    // Throughput ratios from req/s, and the same ratios from server CPU per request (capacity on a free core).
    console.log(
      `ratios by req/s:       b/a middleware/none = ${ratio(middleware.requestsPerSecond, none.requestsPerSecond)} (target ≥ 0.90), b/c middleware/eov = ${ratio(middleware.requestsPerSecond, eov.requestsPerSecond)} (target ≥ 3.00), middleware+responses/none = ${ratio(withResponses.requestsPerSecond, none.requestsPerSecond)}`,
    );
    console.log(
      `ratios by server CPU:  b/a middleware/none = ${ratio(none.cpuMicrosPerRequest, middleware.cpuMicrosPerRequest)}, b/c middleware/eov = ${ratio(eov.cpuMicrosPerRequest, middleware.cpuMicrosPerRequest)}, middleware+responses/none = ${ratio(none.cpuMicrosPerRequest, withResponses.cpuMicrosPerRequest)}`,
    );
    // What validation itself costs: server CPU per request above the unvalidated app (a), which both b and c include.
    const above = (figure: Figures) => `${Math.round(figure.cpuMicrosPerRequest - none.cpuMicrosPerRequest)} µs`;
    console.log(`validation cost (server CPU above none): middleware ${above(middleware)}, eov ${above(eov)}\n`);
  }
}

if (process.argv[2] === 'serve') serve(process.argv[3] as Variant);
else await main();
