// The runner reads at most MAX_ANSWER_BYTES of one answer, the bound of what the proxy inspects: a deployment that
// streams a huge answer gets its connection dropped, and the check that received it fails with "answer too large".
// (Read whole, a 1.2 GB answer took 3.8 GB and ended the run.) A relay on loopback passes everything to a sandbox
// but the metrics overview, which it answers with 64 MiB of JSON, streamed or announced by its Content-Length.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../packages/conformance/src/index.js';
import { MAX_ANSWER_BYTES } from '../../packages/conformance/src/http/client.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

const HUGE = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 'x');

let sandbox: RunningSandbox;
let relay: Server;
let relayUrl: string;
let announce = false;
/** Bytes of the huge answer the relay managed to write before the runner dropped the connection. */
let written = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', seedTransactions: 5 });
  const upstream = new URL(sandbox.url);
  relay = createServer((req, res) => {
    if (req.url === '/v0/metrics') {
      written = 0;
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(announce ? { 'content-length': String(HUGE + 2) } : {}),
      });
      res.write('"');
      const pump = () => {
        while (written < HUGE && !res.destroyed) {
          written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end('"');
      };
      return pump();
    }
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

afterAll(async () => {
  relay.closeAllConnections();
  await new Promise((resolve) => relay.close(resolve));
  await sandbox.close();
});

async function run() {
  const report = await runConformance({
    baseUrl: relayUrl,
    apiKey: sandbox.apiKeys.primary,
    selection: { checks: ['metrics_partial_rule'], operations: ['getMetrics'] },
  });
  return report.cells.find((cell) => cell.check === 'metrics_partial_rule' && cell.operationId === 'getMetrics')!;
}

describe('an answer above the runner bound', () => {
  it.each([
    ['streamed', false],
    ['announced by its Content-Length', true],
  ])('%s: the check fails with "answer too large", and the rest is not read', async (_, announced) => {
    announce = announced;
    const cell = await run();
    expect(cell.status).toBe('failed');
    expect(cell.failures[0]!.message).toBe(
      `GET /v0/metrics: answer too large: 200 with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, read no further`,
    );
    // The relay could not write the whole answer: socket buffers hold a few MiB at most.
    expect(written).toBeLessThan(HUGE / 2);
  });

  it('is stated in the package README as it is', () => {
    const readme = readFileSync('packages/conformance/README.md', 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`The runner reads at most ${MAX_ANSWER_BYTES / 1024 / 1024} MiB of an answer`);
  });
});
