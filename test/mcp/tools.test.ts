// The tool list, its schemas, and each read tool's answer against @ausd/client's, through the SDK's own client
// over Streamable HTTP against an in-process sandbox.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRoutes } from '../../packages/client/src/generated/operation-routes.js';
import { toolTable } from '../../packages/mcp/src/tool-entry.js';
import { startRig, type McpRig } from './harness.js';

let rig: McpRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

const routes = Object.values(operationRoutes);

describe('the tool list', () => {
  it('is the contract operations that read, the token exchange left out', async () => {
    const { tools } = await rig.mcp.listTools();
    const reads = routes.filter((route) => route.method === 'get');
    expect(tools.map((tool) => tool.name).sort()).toEqual(reads.map((route) => route.operationId).sort());
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  });

  it('adds the writes with allowWrites, each hinted as not read-only', async () => {
    const writer = await startRig({ server: { allowWrites: true } });
    try {
      const { tools } = await writer.mcp.listTools();
      const offered = routes.filter((route) => route.credential !== 'exchange').map((route) => route.operationId);
      expect(tools.map((tool) => tool.name).sort()).toEqual(offered.sort());
      const writes = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
      expect(writes.sort()).toEqual(['createAccount', 'createRoute', 'updateAccount']);
      expect(tools.find((tool) => tool.name === 'updateAccount')?.annotations?.idempotentHint).toBe(true);
      expect(tools.find((tool) => tool.name === 'createRoute')?.annotations?.idempotentHint).toBe(false);
    } finally {
      await writer.close();
    }
  });

  it('refuses a write tool without allowWrites, naming the flag', async () => {
    await expect(rig.mcp.callTool({ name: 'createRoute', arguments: {} })).rejects.toThrow(/--allow-writes/);
  });
});

/** Valid arguments for a read tool: an id its resource's list shows for a path parameter, nothing else. */
async function argumentsFor(name: string): Promise<Record<string, unknown>> {
  const tool = toolTable.find((candidate) => candidate.name === name)!;
  const [resource] = tool.call.method;
  const args: Record<string, unknown> = {};
  for (const parameter of tool.call.pathParameters) {
    const list = toolTable.find((candidate) => candidate.call.method[0] === resource && candidate.call.pages)!;
    const page = await rig.mcp.callTool({ name: list.name, arguments: { limit: 1 } });
    args[parameter] = (page.structuredContent as { data: { id: string }[] }).data[0]!.id;
  }
  return args;
}

async function clientAnswer(name: string, args: Record<string, unknown>): Promise<unknown> {
  const tool = toolTable.find((candidate) => candidate.name === name)!;
  const [resource, method] = tool.call.method;
  const call = (rig.api as unknown as Record<string, Record<string, (...a: unknown[]) => PromiseLike<unknown>>>)[
    resource
  ]![method]!;
  const answer = await call(...tool.call.pathParameters.map((parameter) => args[parameter]));
  return typeof answer === 'string' ? answer : JSON.parse(JSON.stringify(answer));
}

describe('each read tool', () => {
  const ajv = new Ajv2020({ allErrors: true });
  formatsModule.default(ajv);
  const reads = toolTable.filter((tool) => tool.annotations.readOnlyHint);

  it.each(reads.map((tool) => tool.name))('%s answers as the client does, valid against its schema', async (name) => {
    const tool = reads.find((candidate) => candidate.name === name)!;
    const args = await argumentsFor(name);
    const result = await rig.mcp.callTool({ name, arguments: args });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    const expected = await clientAnswer(name, args);
    if (tool.outputSchema === undefined) {
      expect((result.content as { text: string }[])[0]!.text).toBe(expected);
      return;
    }
    const validate = ajv.compile(tool.outputSchema);
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    expect(result.structuredContent).toEqual(expected);
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(expected);
  });
});
