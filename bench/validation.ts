// `npm run bench:validation [-- --rounds 30]`: how long one request takes to be validated and answered when its
// body is ordinary, and when it is the worst a caller can send within the 100 KiB body limit (lists of tens of
// thousands of bad items, thousands of unknown members). The same Express app as bench/middleware.ts in its
// three variants (no validation, this toolkit's middleware, express-openapi-validator), each served by its own
// child process over 127.0.0.1 (one variant's garbage never lands in another's figures), each request sent alone
// so its latency is the validation's cost plus a loopback round trip.
// Prints the median and the slowest latency per body and variant; the target is the worst body under 50 ms.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { benchApp, SESSION_JWT, type Variant } from './middleware-apps.js';
import { benchOptions } from './options.js';

const variants = ['none', 'middleware', 'eov'] as const;
const address = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';

const bodies: Array<{ name: string; body: string }> = [
  {
    name: 'ordinary wallet (2 networks)',
    body: JSON.stringify({ kind: 'wallet', address, networks: ['ethereum', 'base'], name: 'Treasury hot wallet' }),
  },
  {
    name: '49,000 networks, all 0',
    body: JSON.stringify({ kind: 'wallet', address, networks: Array(49_000).fill(0) }),
  },
  {
    name: '18,000 networks, all distinct',
    body: JSON.stringify({ kind: 'wallet', address, networks: Array.from({ length: 18_000 }, (_, i) => i) }),
  },
  {
    name: '8,000 unknown members',
    body: JSON.stringify({
      kind: 'wallet',
      address,
      networks: ['base'],
      ...Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`m${i}`, i])),
    }),
  },
];

function post(port: number, body: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v0/accounts',
        headers: {
          authorization: `Bearer ${SESSION_JWT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Child process: serve one variant and report its port. */
if (process.argv[2] === 'serve') {
  const server = benchApp(process.argv[3] as Variant).listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port }),
  );
  process.on('disconnect', () => process.exit(0));
} else {
  await measure();
}

async function measure(): Promise<void> {
  const args = benchOptions({ rounds: { type: 'string', default: '30' } });
  const rounds = Number(args.rounds);
  const servers = await Promise.all(
    variants.map(
      (variant) =>
        new Promise<{ variant: string; port: number; close: () => void }>((resolve) => {
          const child = fork(fileURLToPath(import.meta.url), ['serve', variant], {
            stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          });
          child.once('message', (message) =>
            resolve({ variant, port: (message as { port: number }).port, close: () => child.disconnect() }),
          );
        }),
    ),
  );

  console.log(`Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}, ${rounds} requests per cell\n`);
  console.log('| Body | bytes | Variant | status | median ms | slowest ms |');
  console.log('| ---- | ----- | ------- | ------ | --------- | ---------- |');
  for (const { name, body } of bodies) {
    const figures = new Map(servers.map(({ variant }) => [variant, [] as number[]]));
    const statuses = new Map<string, number>();
    for (const { port } of servers) await post(port, body); // warm-up
    // Rounds interleave the variants, so load drifting during the run hits them alike.
    for (let round = 0; round < rounds; round++) {
      for (const { variant, port } of servers) {
        const { status, ms } = await post(port, body);
        figures.get(variant)!.push(ms);
        statuses.set(variant, status);
      }
    }
    for (const { variant } of servers) {
      const ms = figures.get(variant)!;
      console.log(
        `| ${name} | ${Buffer.byteLength(body)} | ${variant} | ${statuses.get(variant)} | ${median(ms).toFixed(2)} | ${Math.max(...ms).toFixed(2)} |`,
      );
    }
  }
  for (const { close } of servers) close();
}
