// Client size and per-call cost, printed as figures and ratios against named peers:
//   size: esbuild bundles (minified, then gzipped) of the client core, core + generated client, and
//         openapi-fetch; the core's target is ≤ 6 kB min+gzip.
//   speed: sequential GET /v0/metrics (public, JSON) and GET /v0/transactions (session JWT, list envelope)
//          against a node:http server on 127.0.0.1 in a child process, via raw fetch, openapi-fetch and this
//          client: wall time and client-process CPU time per call; the target is ≤ 10% over raw fetch.
// Run: npm run bench:client
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import createFetchClient from 'openapi-fetch';
import type * as GeneratedClient from '../packages/client/src/generated/client.js';
import { browserBundle } from './browser-bundle.js';

const clientSources = fileURLToPath(new URL('../packages/client/src', import.meta.url));

const bundleSize = async (name: string, contents: string) => ({
  name,
  ...(await browserBundle(clientSources, contents, 'ts')),
});

const sizes = [
  await bundleSize(
    'client core (@ausd/client runtime)',
    `export * from './runtime/index.js'; export * from './runtime/create.js';`,
  ),
  await bundleSize('client core + generated client', `export * from './generated/client.js';`),
  await bundleSize('openapi-fetch', `export { default } from 'openapi-fetch';`),
];

// Calls run through the minified bundle measured above (what an integrator ships), not the TypeScript
// sources under a dev-time loader; openapi-fetch likewise runs from its published build.
const { createClient } = (await import(
  `data:text/javascript;base64,${Buffer.from(sizes[1]!.code).toString('base64')}`
)) as typeof GeneratedClient;

// The server runs in its own process, so the client process's CPU time is the client's work alone: on a
// loaded machine wall time is noisy, CPU time per call is the steadier measure of overhead.
const serverSource = `
const { createServer } = require('node:http');
const metrics = JSON.stringify({ chains: [{ chainId: 'eip155:1' }], partial: false, totalSupply: '1000.5', circulatingSupply: '900.25' });
const tx = { id: '00000000-0000-4000-8000-000000000000', initiatedAt: '2026-01-01T00:00:00Z', type: 'mint', isInstantSettlement: false, legCount: 1, settledAt: '2026-01-01T00:00:00Z', status: 'settled' };
const page = JSON.stringify({ data: Array.from({ length: 10 }, () => tx), nextCursor: 'abc' });
const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).toString('base64url');
const jwt = JSON.stringify({ sessionJwt: header + '.' + payload + '.sig' });
let id = 0;
createServer((req, res) => {
  const body = req.url.startsWith('/v0/auth') ? jwt : req.url.startsWith('/v0/transactions') ? page : metrics;
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_' + ++id, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });
`;
const server = spawn(process.execPath, ['-e', serverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = Number(
  await new Promise<string>((resolve) => server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
);
const baseUrl = `http://127.0.0.1:${port}`;

const client = createClient({ baseUrl, apiKey: 'ak_bench' });
const peer = createFetchClient<Record<string, never>>({ baseUrl });
const session = await client.auth.exchange();
const auth = { authorization: `Bearer ${session.sessionJwt}` };
const query = { type: ['mint', 'redeem'], limit: 10 } as const;

type Contender = { name: string; metrics: () => Promise<unknown>; list: () => Promise<unknown> };
const contenders: Contender[] = [
  {
    name: 'raw fetch',
    metrics: async () => (await fetch(`${baseUrl}/v0/metrics`)).json(),
    list: async () => (await fetch(`${baseUrl}/v0/transactions?type=mint,redeem&limit=10`, { headers: auth })).json(),
  },
  {
    name: 'openapi-fetch',
    metrics: () => (peer as any).GET('/v0/metrics'),
    list: () =>
      (peer as any).GET('/v0/transactions', {
        params: { query: { type: ['mint', 'redeem'], limit: 10 } },
        headers: auth,
      }),
  },
  { name: 'this client', metrics: () => client.metrics.get(), list: () => client.transactions.list(query).first() },
];

interface Sample {
  wallUs: number;
  cpuUs: number;
}

async function timeCalls(call: () => Promise<unknown>, calls: number): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < calls; i++) await call();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallUs: (wall * 1000) / calls, cpuUs: (used.user + used.system) / calls };
}

const rounds = 15;
const callsPerRound = 400;
const endpoints = ['metrics', 'list'] as const;
type Ratios = Record<(typeof endpoints)[number], { wall: number[]; cpu: number[]; wallUs: number[]; cpuUs: number[] }>;
const results = new Map<string, Ratios>(
  contenders.map((c) => [
    c.name,
    { metrics: { wall: [], cpu: [], wallUs: [], cpuUs: [] }, list: { wall: [], cpu: [], wallUs: [], cpuUs: [] } },
  ]),
);
for (const contender of contenders) for (const endpoint of endpoints) await timeCalls(contender[endpoint], 500);
// Interleaved rounds with the order rotated each round; each contender is compared with raw fetch of the
// same round, and the median of those ratios is reported, so load drift on a shared machine cancels out.
for (let round = 0; round < rounds; round++) {
  for (const endpoint of endpoints) {
    const order = contenders.map((_, i) => contenders[(i + round) % contenders.length]!);
    const samples = new Map<string, Sample>();
    for (const contender of order) samples.set(contender.name, await timeCalls(contender[endpoint], callsPerRound));
    const raw = samples.get('raw fetch')!;
    for (const [name, sample] of samples) {
      const r = results.get(name)![endpoint];
      r.wall.push(sample.wallUs / raw.wallUs);
      r.cpu.push(sample.cpuUs / raw.cpuUs);
      r.wallUs.push(sample.wallUs);
      r.cpuUs.push(sample.cpuUs);
    }
  }
}
server.kill();

// The client's own cost, isolated from the network: the same calls over an in-memory fetch answering with
// prebuilt bodies; CPU per call minus raw `(await fetch()).json()` over the same in-memory fetch.
const bodies = {
  metrics: JSON.stringify({
    chains: [{ chainId: 'eip155:1' }],
    partial: false,
    totalSupply: '1000.5',
    circulatingSupply: '900.25',
  }),
  list: JSON.stringify({
    data: Array.from({ length: 10 }, (_, i) => ({ id: String(i), type: 'mint', initiatedAt: '2026-01-01T00:00:00Z' })),
    nextCursor: 'abc',
  }),
  token: JSON.stringify({ sessionJwt: session.sessionJwt }),
};
const inMemory = async (input: string | URL | Request) => {
  const url = String(input instanceof Request ? input.url : input);
  const body = url.includes('/v0/auth')
    ? bodies.token
    : url.includes('/v0/transactions')
      ? bodies.list
      : bodies.metrics;
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
};
const memoryClient = createClient({ baseUrl, apiKey: 'ak_bench', fetch: inMemory });
const memoryPeer = createFetchClient<Record<string, never>>({ baseUrl, fetch: inMemory }) as any;
const isolated: Contender[] = [
  {
    name: 'raw fetch',
    metrics: async () => (await inMemory(`${baseUrl}/v0/metrics`)).json(),
    list: async () => (await inMemory(`${baseUrl}/v0/transactions?type=mint,redeem&limit=10`)).json(),
  },
  {
    name: 'openapi-fetch',
    metrics: () => memoryPeer.GET('/v0/metrics'),
    list: () =>
      memoryPeer.GET('/v0/transactions', { params: { query: { type: ['mint', 'redeem'], limit: 10 } }, headers: auth }),
  },
  {
    name: 'this client',
    metrics: () => memoryClient.metrics.get(),
    list: () => memoryClient.transactions.list(query).first(),
  },
];
const isolatedCpu = new Map(isolated.map((c) => [c.name, { metrics: [] as number[], list: [] as number[] }]));
for (const contender of isolated) for (const endpoint of endpoints) await timeCalls(contender[endpoint], 5000);
for (let round = 0; round < rounds; round++) {
  for (const contender of isolated) {
    for (const endpoint of endpoints)
      isolatedCpu.get(contender.name)![endpoint].push((await timeCalls(contender[endpoint], 3000)).cpuUs);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log('Bundle size (esbuild --bundle --minify, ESM, browser; gzip -9)');
for (const size of sizes)
  console.log(
    `  ${size.name.padEnd(32)} ${String(size.min).padStart(6)} B min  ${String(size.gzip).padStart(6)} B min+gzip`,
  );
const core = sizes[0]!;
console.log(`  core target ≤ 6144 B min+gzip: ${core.gzip <= 6144 ? 'met' : 'NOT met'}`);
console.log(
  `\nPer call, sequential, ${rounds} interleaved rounds × ${callsPerRound} calls; medians (ratio = median of per-round ratios to raw fetch)`,
);
const labels = { metrics: 'GET /v0/metrics', list: 'GET /v0/transactions' };
for (const endpoint of endpoints) {
  console.log(`  ${labels[endpoint]}`);
  for (const contender of contenders) {
    const r = results.get(contender.name)![endpoint];
    console.log(
      `    ${contender.name.padEnd(14)} wall ${median(r.wallUs).toFixed(1).padStart(7)} µs (${median(r.wall).toFixed(3)}×)` +
        `   client CPU ${median(r.cpuUs).toFixed(1).padStart(7)} µs (${median(r.cpu).toFixed(3)}×)`,
    );
  }
}
console.log(
  `\nAdded CPU per call over an in-memory fetch (${rounds} rounds × 3000 calls, medians), as % of one raw loopback fetch's CPU`,
);
const added = (name: string, endpoint: (typeof endpoints)[number]) =>
  median(isolatedCpu.get(name)![endpoint]) - median(isolatedCpu.get('raw fetch')![endpoint]);
const addedShare = (name: string, endpoint: (typeof endpoints)[number]) =>
  added(name, endpoint) / median(results.get('raw fetch')![endpoint].cpuUs);
for (const endpoint of endpoints) {
  console.log(
    `  ${labels[endpoint]} (raw loopback fetch ${median(results.get('raw fetch')![endpoint].cpuUs).toFixed(1)} µs CPU)`,
  );
  for (const name of ['openapi-fetch', 'this client']) {
    console.log(
      `    ${name.padEnd(14)} +${added(name, endpoint).toFixed(1).padStart(5)} µs  (${(addedShare(name, endpoint) * 100).toFixed(1)}%)`,
    );
  }
}
const worst = Math.max(...endpoints.map((endpoint) => addedShare('this client', endpoint)));
console.log(
  `\nOverhead target ≤ 10% over raw fetch (added client CPU): ${worst <= 0.1 ? 'met' : 'NOT met'} (worst ${(worst * 100).toFixed(1)}%)`,
);
console.log(
  `Load average during the run: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`,
);
