// Tool errors, one per error family, through the SDK's client over Streamable HTTP: an API error is a result
// with `isError` carrying the API's code, message, docs_url and context; arguments that break the contract get
// the router's validation answer naming the field. The key shows in none of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRig, textOf, type McpRig } from './harness.js';

const wrongKey = `wrong-${randomUUID()}`;
let rig: McpRig;
let outputs: string[] = [];

beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

async function toolError(target: McpRig, name: string, args: Record<string, unknown>) {
  const result = await target.mcp.callTool({ name, arguments: args });
  outputs.push(JSON.stringify(result));
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return JSON.parse(textOf(result)) as {
    status?: number;
    code: string;
    message: string;
    docs_url: string;
    context?: { issues?: { field: string; message: string }[]; reason?: string };
  };
}

describe('a tool error per error family', () => {
  it('401: a key the API refuses, with the reason in context', async () => {
    const refused = await startRig({ apiKey: () => wrongKey });
    try {
      const error = await toolError(refused, 'listAccounts', {});
      expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
      expect(error.docs_url).toMatch(/#tag\/Errors\/unauthorized$/);
      expect(typeof error.context?.reason).toBe('string');
      outputs.push(JSON.stringify(await refused.mcp.listTools()));
    } finally {
      await refused.close();
    }
  });

  it('404: an id the organization does not have', async () => {
    const error = await toolError(rig, 'getAccount', { accountId: randomUUID() });
    expect(error).toMatchObject({ status: 404, code: 'account_not_found' });
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.docs_url).toMatch(/#tag\/Errors\/account_not_found$/);
  });

  it('400 before any request: the router validation answer naming the argument', async () => {
    const error = await toolError(rig, 'listTransactions', { limit: 500, type: 'mint' });
    expect(error.code).toBe('parameter_invalid');
    expect(error.status).toBeUndefined();
    expect(error.context?.issues?.map((issue) => issue.field).sort()).toEqual(['limit', 'type']);
    expect(error.docs_url).toMatch(/#tag\/Errors\/parameter_invalid$/);
  });

  it('400 before any request: an argument the tool does not take, and a missing path parameter', async () => {
    const unknown = await toolError(rig, 'getMetrics', { chain: 'base' });
    expect(unknown.context?.issues).toEqual([{ field: 'chain', message: 'is not an accepted property' }]);
    const missing = await toolError(rig, 'getRoute', {});
    expect(missing.context?.issues).toEqual([{ field: 'routeId', message: 'is required' }]);
  });

  it('400 from the API: a range only the router can judge, named by field', async () => {
    const error = await toolError(rig, 'listTransactions', {
      'initiatedAt.gte': '2026-03-02T00:00:00Z',
      'initiatedAt.lt': '2026-03-01T00:00:00Z',
    });
    expect(error).toMatchObject({ status: 400, code: 'parameter_invalid' });
    expect(error.context?.issues?.[0]?.field).toMatch(/^initiatedAt/);
  });

  it('429: the rate limit, with a Retry-After longer than the client waits', async () => {
    const limited = await startRig({ sandbox: { rateLimit: { requests: 1, windowSeconds: 3600 } } });
    try {
      const first = await limited.mcp.callTool({ name: 'getMetrics', arguments: {} });
      expect(first.isError ?? false).toBe(false);
      const refused = await toolError(limited, 'getMetrics', {});
      expect(refused).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    } finally {
      await limited.close();
    }
  });
});

describe('the key', () => {
  it('appears in no result, error or listing', async () => {
    outputs.push(JSON.stringify(await rig.mcp.listTools()));
    const page = await rig.mcp.callTool({ name: 'listAccounts', arguments: {} });
    outputs.push(JSON.stringify(page));
    const all = outputs.join('\n');
    expect(outputs.length).toBeGreaterThan(8);
    expect(all).not.toContain(rig.sandbox.apiKeys.primary);
    expect(all).not.toContain(wrongKey);
    outputs = [];
  });
});
