// The generated tool table: one tool per operation but the token exchange, schemas that compile with ajv in
// strict mode (2020-12), hints from the method, and the client method each calls.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { operationRoutes } from '../../packages/client/src/generated/operation-routes.js';
import { createClient } from '../../packages/client/src/generated/client.js';
import { toolTable } from '../../packages/mcp/src/tool-entry.js';

const routes = Object.values(operationRoutes);

describe('the tool table', () => {
  it('has one tool per operation but the token exchange, named by operationId', () => {
    const expected = routes.filter((route) => route.credential !== 'exchange').map((route) => route.operationId);
    expect(toolTable.map((tool) => tool.name)).toEqual(expected);
  });

  it('hints reads as read-only and PUT as idempotent', () => {
    for (const tool of toolTable) {
      const { method } = operationRoutes[tool.name as keyof typeof operationRoutes];
      expect(tool.annotations.readOnlyHint, tool.name).toBe(method === 'get');
      expect(tool.annotations.idempotentHint, tool.name).toBe(method === 'get' || method === 'put');
    }
  });

  it('names a client method for each tool, with its operationId', () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9' }) as unknown as Record<
      string,
      Record<string, { operationId: string }>
    >;
    for (const tool of toolTable) {
      const [resource, method] = tool.call.method;
      expect(client[resource]?.[method]?.operationId, tool.name).toBe(tool.name);
    }
  });

  it('has input and output schemas that compile with ajv (2020-12, strict)', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    formatsModule.default(ajv);
    for (const tool of toolTable) {
      expect(() => ajv.compile(tool.inputSchema), `${tool.name} input`).not.toThrow();
      if (tool.outputSchema) expect(() => ajv.compile(tool.outputSchema!), `${tool.name} output`).not.toThrow();
    }
  });

  it('answers text where the operation does, and structured content elsewhere', () => {
    for (const tool of toolTable) {
      const { accept } = operationRoutes[tool.name as keyof typeof operationRoutes];
      expect(tool.call.text, tool.name).toBe(accept.startsWith('text/'));
      expect(tool.outputSchema === undefined, tool.name).toBe(tool.call.text);
    }
  });

  it('takes path and query parameters by their contract names, and body fields at the top level', () => {
    const list = toolTable.find((tool) => tool.name === 'listTransactions')!;
    expect(Object.keys(list.inputSchema.properties)).toEqual(
      expect.arrayContaining(['cursor', 'limit', 'initiatedAt.gte', 'type']),
    );
    expect((list.inputSchema.properties.type as { type: string }).type).toBe('array');
    const route = toolTable.find((tool) => tool.name === 'createRoute')!;
    expect(Object.keys(route.inputSchema.properties)).toEqual(expect.arrayContaining(['from', 'to']));
    expect(Object.keys(route.inputSchema.properties)).not.toContain('body');
    expect(toolTable.find((tool) => tool.name === 'getAccount')!.inputSchema.required).toEqual(['accountId']);
  });
});
