// `ausd-mcp` as a coding assistant starts it: the bin of the checkout as a process, the SDK's client over
// stdio, the key in AUSD_API_KEY and no base address, so the tools call an in-process sandbox.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRoutes } from '../../packages/client/src/generated/operation-routes.js';
import { textOf } from './harness.js';

const bin = path.resolve('packages/mcp/bin/ausd-mcp.js');
const apiKey = `sk_sandbox_${randomBytes(24).toString('base64url')}`;
let mcp: McpClient;
let stderr = '';
const outputs: string[] = [];

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, '--allow-writes'],
    env: { PATH: process.env.PATH ?? '', AUSD_API_KEY: apiKey },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  mcp = new McpClient({ name: 'test', version: '1' });
  await mcp.connect(transport);
});
afterAll(() => mcp.close());

async function call(name: string, args: Record<string, unknown>) {
  const result = await mcp.callTool({ name, arguments: args });
  outputs.push(JSON.stringify(result));
  return result;
}

describe('ausd-mcp over stdio', () => {
  it('says it calls an in-process sandbox, and lists every operation but the exchange with --allow-writes', async () => {
    expect(mcp.getInstructions()).toMatch(/in-process sandbox .* fresh database/);
    const { tools } = await mcp.listTools();
    outputs.push(JSON.stringify(tools));
    const expected = Object.values(operationRoutes).filter((route) => route.credential !== 'exchange');
    expect(tools.map((tool) => tool.name).sort()).toEqual(expected.map((route) => route.operationId).sort());
  });

  it('reads through the sandbox with the key it was given', async () => {
    const page = await call('listTransactions', { limit: 3, type: ['mint'] });
    expect(page.isError ?? false, textOf(page)).toBe(false);
    const { data } = page.structuredContent as { data: { type: string }[] };
    expect(data.map((transaction) => transaction.type)).toEqual(['mint', 'mint', 'mint']);
  });

  it('writes with --allow-writes, the body fields at the top level', async () => {
    const address = `0x${randomBytes(20).toString('hex')}`;
    const created = await call('createAccount', { kind: 'wallet', address, networks: ['base'], name: 'stdio' });
    expect(created.isError ?? false, textOf(created)).toBe(false);
    const account = created.structuredContent as { id: string; address: string };
    expect(account.address.toLowerCase()).toBe(address);
    const again = await call('createAccount', { kind: 'wallet', address, networks: ['base'] });
    expect(JSON.parse(textOf(again))).toMatchObject({ status: 409, code: 'account_already_exists' });
  });

  it('shows the key in no output, stderr included', () => {
    expect(outputs.length).toBe(4);
    expect(outputs.join('\n')).not.toContain(apiKey);
    expect(stderr).not.toContain(apiKey);
  });
});
