// A tool call's added time over a direct @ausd/client call: the same operation, arguments and sandbox, called
// in pairs (direct, then through the MCP server with the SDK's own client), the pairs' differences summarised as
// median and p99. Two transports: the SDK's in-memory pair (the server's own work: argument check, client call,
// result) and Streamable HTTP on loopback in this process (plus a request per call, as a remote client sends).
// Run: npm run bench:mcp [-- --calls N]
import { loadavg } from 'node:os';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createClient } from '../packages/client/src/generated/client.js';
import { startSandbox } from '../packages/sandbox/src/server.js';
import { listenHttp } from '../packages/mcp/src/http.js';
import { createMcpServer } from '../packages/mcp/src/server.js';
import { benchOptions } from './options.js';

const values = benchOptions({ calls: { type: 'string', default: '300' } });
const calls = Number(values.calls);
const warmup = 30;

const sandbox = await startSandbox({ db: ':memory:', port: 0, seedTransactions: 200 });
const client = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary });
const server = () => createMcpServer({ client, instructions: 'bench' });

const inMemory = new McpClient({ name: 'bench', version: '1' });
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server().connect(serverSide);
await inMemory.connect(clientSide);
const listener = await listenHttp({ port: 0, host: '127.0.0.1' }, server);
const overHttp = new McpClient({ name: 'bench', version: '1' });
await overHttp.connect(new StreamableHTTPClientTransport(new URL(listener.url)));
for (const mcp of [inMemory, overHttp]) await mcp.listTools();

const operations = [
  { tool: 'getMetrics', args: {}, direct: () => client.metrics.get() },
  {
    tool: 'listTransactions',
    args: { limit: 10, type: ['mint', 'redeem'] },
    direct: () => client.transactions.list({ limit: 10, type: ['mint', 'redeem'] }),
  },
];

const time = async (call: () => PromiseLike<unknown>) => {
  const started = performance.now();
  await call();
  return performance.now() - started;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const rows: string[] = [];
for (const { tool, args, direct } of operations) {
  for (const [transport, mcp] of [
    ['in-memory', inMemory],
    ['Streamable HTTP', overHttp],
  ] as const) {
    const added: number[] = [];
    const directTimes: number[] = [];
    for (let i = 0; i < warmup + calls; i++) {
      const plain = await time(direct);
      const viaTool = await time(() => mcp.callTool({ name: tool, arguments: args }));
      if (i < warmup) continue;
      directTimes.push(plain);
      added.push(viaTool - plain);
    }
    added.sort((a, b) => a - b);
    directTimes.sort((a, b) => a - b);
    rows.push(
      `| \`${tool}\` | ${transport} | ${ms(quantile(directTimes, 0.5))} | +${ms(quantile(added, 0.5))} | +${ms(quantile(added, 0.99))} |`,
    );
  }
}

await Promise.all([inMemory.close(), overHttp.close()]);
await listener.close();
await sandbox.close();
process.stdout.write(
  [
    `Node ${process.version}, ${calls} call pairs per row after ${warmup} warm-up pairs, load average ${loadavg()[0]!.toFixed(1)}`,
    '',
    '| Tool | Transport | direct client call (median) | tool call added (median) | tool call added (p99) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
