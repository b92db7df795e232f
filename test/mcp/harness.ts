// An MCP server on Streamable HTTP in this process over a sandbox on loopback, and the SDK's own client
// connected to it; beside it, @ausd/client on the same sandbox, the answer each tool must give.
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { jsonSchemaValidator, JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { createClient, type Client } from '../../packages/client/src/generated/client.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../packages/sandbox/src/server.js';
import { listenHttp, type HttpListener } from '../../packages/mcp/src/http.js';
import { createMcpServer, type ServerOptions } from '../../packages/mcp/src/server.js';

export interface McpRig {
  mcp: McpClient;
  api: Client;
  sandbox: RunningSandbox;
  listener: HttpListener;
  close(): Promise<void>;
}

/**
 * The SDK's own validation of tool results, each output schema compiled once for all the clients of a worker: a
 * client compiles every tool's schema again on each listTools, and the tests start many clients.
 */
const validators = new Map<string, JsonSchemaValidator<unknown>>();
const sdkValidation = new AjvJsonSchemaValidator();
const sharedValidation: jsonSchemaValidator = {
  getValidator<T>(schema: Parameters<jsonSchemaValidator['getValidator']>[0]): JsonSchemaValidator<T> {
    const key = JSON.stringify(schema);
    let validator = validators.get(key);
    if (validator === undefined) validators.set(key, (validator = sdkValidation.getValidator(schema)));
    return validator as JsonSchemaValidator<T>;
  },
};

export async function connect(url: string): Promise<McpClient> {
  const mcp = new McpClient({ name: 'test', version: '1' }, { jsonSchemaValidator: sharedValidation });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(url)));
  return mcp;
}

export async function startRig(
  options: {
    sandbox?: SandboxOptions;
    server?: Partial<Omit<ServerOptions, 'client'>>;
    apiKey?: (sandbox: RunningSandbox) => string;
  } = {},
): Promise<McpRig> {
  const sandbox = await startSandbox({ db: ':memory:', port: 0, seedTransactions: 120, ...options.sandbox });
  const apiKey = options.apiKey?.(sandbox) ?? sandbox.apiKeys.primary;
  const toolClient = createClient({ baseUrl: sandbox.url, apiKey });
  const listener = await listenHttp({ port: 0, host: '127.0.0.1' }, () =>
    createMcpServer({ client: toolClient, instructions: 'test', ...options.server }),
  );
  const mcp = await connect(listener.url);
  return {
    mcp,
    api: createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary }),
    sandbox,
    listener,
    async close() {
      await mcp.close();
      await listener.close();
      await sandbox.close();
    },
  };
}

/** The JSON of a tool result's first text content. */
export function textOf(result: unknown): string {
  const [first] = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[];
  return first?.text ?? '';
}
