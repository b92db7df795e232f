// The MCP server over one client: the tool table's tools (reads only, unless writes are allowed), each call
// through @ausd/client, and the contract and guide pages as resources. It holds no credential: the client it is
// given holds the key.
import type { Client } from '@ausd/client';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { callTool } from './call-tool.js';
import { contractTitle, contractVersion } from './generated/tools.js';
import { readResource, resources } from './resources.js';
import { toolTable } from './tool-entry.js';

/** The most bytes of one list page a tool answers by default (the JSON of the page). */
export const defaultMaxResultBytes = 65_536;

export interface ServerOptions {
  client: Client;
  /** What the server tells the model it is connected to (the instructions of the initialize answer). */
  instructions: string;
  /** Lists the write tools too (`createAccount`, `updateAccount`, `createRoute`). */
  allowWrites?: boolean;
  /** The most bytes of one list page (default 64 KiB): a longer page is cut, and the answer says so. */
  maxResultBytes?: number;
}

export const serverName = 'ausd-mcp';

export function createMcpServer(options: ServerOptions): McpServer {
  const budget = options.maxResultBytes ?? defaultMaxResultBytes;
  const offered = toolTable.filter((tool) => options.allowWrites || tool.annotations.readOnlyHint);
  const mcp = new McpServer(
    { name: serverName, title: contractTitle, version: contractVersion },
    { capabilities: { tools: {}, resources: {} }, instructions: options.instructions },
  );
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: offered.map(({ call: _call, ...tool }) => tool),
  }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const tool = offered.find((candidate) => candidate.name === name);
    if (tool === undefined) {
      const write = toolTable.some((candidate) => candidate.name === name);
      throw new McpError(
        ErrorCode.InvalidParams,
        write
          ? `${name} changes data: start ausd-mcp with --allow-writes to offer it`
          : `no tool named ${name}; tools/list names the tools`,
      );
    }
    return callTool(options.client, tool, args, budget);
  });
  mcp.server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources }));
  mcp.server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const read = await readResource(request.params.uri);
    if (read === undefined)
      throw new McpError(ErrorCode.InvalidParams, `no resource ${request.params.uri}; resources/list names them`);
    return read;
  });
  return mcp;
}
