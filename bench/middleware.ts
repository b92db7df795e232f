// `npm run bench:middleware [-- --duration 2 --connections 32 --servers 5 --windows 3 --rate 0]`: autocannon against
// same Express app with no validation, this toolkit's middleware (also with response validation on), and
// express-openapi-validator. `--scenario same-query|new-query|post` and `--variant middleware|…` (each repeatable)
// run fewer; the unvalidated app always runs. `--rate N` offers N requests a second in all instead of sending each
// next request on an answer: with the load generator on the same cores, a server that answers faster finds it busy
// more often and pays less to wake it, so at full speed the figures move with the pace; at a fixed rate they do not.
// Two kinds of noise are taken out. The machine's load drifts: a round gives each variant's server one short
// window of load in turn, so neighbouring windows share the load of the moment. And one server process runs
// faster or slower than the next for its whole life (by ±15% on shared cores): each variant is measured in
// `--servers` processes, started fresh together. Per variant: the median window's req/s and latency, the median
// server CPU per request, peak memory; the ratios are the medians of each round's own ratio.
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchOptions } from './options.js';
import autocannon from 'autocannon';
import { benchApp, SESSION_JWT, variants, type Variant } from './middleware-apps.js';

interface Scenario {
  /** What `--scenario` names it by. */
  key: string;
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
    key: 'same-query',
    name: 'GET /v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00:00:00Z&limit=50',
    method: 'GET',
    // The colons are percent-encoded: express-openapi-validator rejects reserved characters in query values.
    path: '/v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50',
    expectStatus: 200,
  },
  {
    key: 'new-query',
    name: 'GET /v0/transactions, as above with a different initiatedAt.gte each request',
    method: 'GET',
    path: '/v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50',
    pathOf: (n) => `/v0/transactions?type=mint,redeem&initiatedAt.gte=${encodeURIComponent(distinctSince(n))}&limit=50`,
    expectStatus: 200,
  },
  {
    key: 'post',
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
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}`));
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[key] as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** What every request of the scenario sends: the session, and the body's type when it has one. */
const headersOf = (scenario: Scenario): Record<string, string> => ({
  Authorization: `Bearer ${SESSION_JWT}`,
  ...(scenario.body ? { 'Content-Type': 'application/json' } : {}),
});

/** Requests sent so far, across runs, so `pathOf` never repeats a path within one server's life. */
let sent = 0;

interface LoadOptions {
  duration: number;
  connections: number;
  /** Requests a second offered in all, whatever the answers' pace; 0 sends each next request on an answer. */
  rate: number;
}

function load(url: string, scenario: Scenario, options: LoadOptions): Promise<autocannon.Result> {
  const { pathOf } = scenario;
  return autocannon({
    url: `${url}${scenario.path}`,
    ...(pathOf && { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf((sent += 1)) }) }] }),
    method: scenario.method,
    body: scenario.body,
    headers: headersOf(scenario),
    connections: options.connections,
    duration: options.duration,
    ...(options.rate > 0 && { overallRate: options.rate }),
  });
}

interface Server {
  variant: Variant;
  child: ChildProcess;
  url: string;
}

/** Forks the variant's server, checks it answers the scenario as the contract says, and warms it up (JIT). */
async function startServer(variant: Variant, scenario: Scenario, options: LoadOptions): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', variant], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const url = `http://127.0.0.1:${await nextMessage<number>(child, 'port')}`;
    const probe = await fetch(`${url}${scenario.path}`, {
      method: scenario.method,
      body: scenario.body,
      headers: headersOf(scenario),
    });
    if (probe.status !== scenario.expectStatus)
      throw new Error(`${variant}: ${scenario.name} answered ${probe.status}: ${await probe.text()}`);
    await load(url, scenario, { ...options, duration: 3 });
    return { variant, child, url };
  } catch (error) {
    // Not handed back, so nothing else stops it: its IPC channel would keep the benchmark from exiting.
    child.kill();
    throw error;
  }
}

/** One window of load on a warm server: its req/s and latency, and the server's CPU over just that window. */
async function measure(server: Server, scenario: Scenario, options: LoadOptions): Promise<Figures> {
  const { child, variant } = server;
  child.send('reset');
  await nextMessage(child, 'reset');
  const result = await load(server.url, scenario, options);
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
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The window with the median req/s: its figures stay consistent with each other. */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

/**
 * The median over rounds of one variant's figure against another's in the same round. Neighbouring windows share
 * the machine's load of the moment, so drift over the run cancels out of each round's ratio.
 */
function pairedRatio(
  rounds: Map<Variant, Figures>[],
  of: Variant,
  to: Variant,
  figure: (figures: Figures) => number,
): number {
  return middle(rounds.map((round) => figure(round.get(of)!) / figure(round.get(to)!)));
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0),
    )
    .join('  ');
}

async function main(): Promise<void> {
  const values = benchOptions({
    duration: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    servers: { type: 'string', default: '5' },
    windows: { type: 'string', default: '3' },
    rate: { type: 'string', default: '0' },
    scenario: { type: 'string', multiple: true },
    variant: { type: 'string', multiple: true },
  });
  const chosen = scenarios.filter((scenario) => values.scenario?.includes(scenario.key) ?? true);
  // The unvalidated app always runs: every ratio is against it.
  const compared = variants.filter((variant) => variant === 'none' || (values.variant?.includes(variant) ?? true));
  if (chosen.length === 0 || compared.length < 2) {
    console.error(
      `bench:middleware: --scenario takes ${scenarios.map((scenario) => scenario.key).join(', ')}; --variant takes ${variants.slice(1).join(', ')}`,
    );
    process.exit(2);
  }
  const counts = { connections: values.connections, servers: values.servers, windows: values.windows };
  const bad = Object.entries(counts).filter(([, value]) => !/^[1-9]\d*$/.test(value));
  if (bad.length > 0 || !(Number(values.duration) > 0)) {
    const named = [...bad.map(([name]) => `--${name}`), ...(Number(values.duration) > 0 ? [] : ['--duration'])];
    console.error(
      `bench:middleware: ${named.join(', ')} must be positive (--duration in seconds, the others whole numbers)`,
    );
    process.exit(2);
  }
  if (!/^\d+$/.test(values.rate)) {
    console.error('bench:middleware: --rate must be a whole number of requests a second (0: as fast as answered)');
    process.exit(2);
  }
  const options = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    rate: Number(values.rate),
  };
  const [generations, windows] = [Number(values.servers), Number(values.windows)];
  console.log(
    `Middleware benchmark: autocannon, ${options.connections} connections${options.rate > 0 ? ` offering ${options.rate} req/s in all` : ''}, ${generations} servers per variant, each warmed up and given ${windows} windows of ${options.duration} s in turn with the others, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    'Variants: none = no validation; middleware = generated router; middleware+responses = with response validation; eov = express-openapi-validator\n',
  );
  for (const scenario of chosen) {
    const measured: Map<Variant, Figures>[] = [];
    for (let generation = 0; generation < generations; generation++) {
      const servers: Server[] = [];
      try {
        for (const variant of compared) servers.push(await startServer(variant, scenario, options));
        for (let window = 0; window < windows; window++) {
          const figures = new Map<Variant, Figures>();
          // Each round starts one variant later, so no variant always follows the same one.
          const first = generation * windows + window;
          for (let turn = 0; turn < servers.length; turn++) {
            const server = servers[(first + turn) % servers.length] as Server;
            figures.set(server.variant, await measure(server, scenario, options));
          }
          measured.push(figures);
        }
      } finally {
        for (const server of servers) server.child.kill();
      }
    }
    report(scenario, compared, measured, options.rate);
  }
}

function report(
  scenario: Scenario,
  compared: readonly Variant[],
  measured: Map<Variant, Figures>[],
  rate: number,
): void {
  const widths = [22, 8, 7, 7, 12, 12, 13];
  console.log(scenario.name);
  console.log(row(['variant', 'req/s', 'p50 ms', 'p99 ms', 'server CPU', 'peak RSS MB', 'heap used MB'], widths));
  console.log(row(['', '', '', '', 'µs/req', '', ''], widths));
  for (const variant of compared) {
    const runs = measured.map((round) => round.get(variant)!);
    const { requestsPerSecond, p50, p99, memory } = median(runs);
    const cpu = middle(runs.map((run) => run.cpuMicrosPerRequest));
    console.log(
      row(
        [variant, Math.round(requestsPerSecond), p50, p99, Math.round(cpu), memory.peakRssMb, memory.heapUsedMb],
        widths,
      ),
    );
  }
  const throughput = (figures: Figures) => figures.requestsPerSecond;
  // Capacity on a free core: the inverse of server CPU per request.
  const capacity = (figures: Figures) => 1 / figures.cpuMicrosPerRequest;
  const pairs: [string, Variant, Variant][] = [
    ['b/a middleware/none', 'middleware', 'none'],
    ['b′/a middleware+responses/none', 'middleware+responses', 'none'],
    ['b/c middleware/eov', 'middleware', 'eov'],
  ];
  // The pairs whose two variants both ran: none when only (a) and (c) did.
  const present = pairs.filter(([, of, to]) => compared.includes(of) && compared.includes(to));
  const ratios = (figure: (figures: Figures) => number) =>
    present.map(([label, of, to]) => `${label} = ${pairedRatio(measured, of, to, figure).toFixed(2)}`).join(', ');
  if (present.length > 0) {
    // At a fixed rate every server that keeps up answers that rate: only the CPU it took tells them apart.
    if (rate === 0) console.log(`ratios by req/s (median of the rounds' ratios):      ${ratios(throughput)}`);
    console.log(`ratios by server CPU (median of the rounds' ratios): ${ratios(capacity)}`);
  }
  // What validation itself costs: server CPU per request above the unvalidated app (a), which b and c include.
  const above = (variant: Variant) =>
    `${middle(measured.map((round) => round.get(variant)!.cpuMicrosPerRequest - round.get('none')!.cpuMicrosPerRequest)).toFixed(1)} µs`;
  const aboveNone = compared.filter((variant) => variant !== 'none').map((variant) => `${variant} ${above(variant)}`);
  console.log(`server CPU above none (median of the rounds): ${aboveNone.join(', ')}\n`);
}

if (process.argv[2] === 'serve') serve(process.argv[3] as Variant);
else await main();
