// Streamable HTTP on one path (`/mcp`), stateless: each request gets a server and a transport of its own, as
// the SDK does it without sessions. The transport refuses a Host and an Origin other than this listener's
// (DNS rebinding protection, as the MCP specification asks of a local server).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export const mcpPath = '/mcp';

export interface HttpListener {
  url: string;
  close(): Promise<void>;
}

/** The names a client may reach the listener by: its bound address, and loopback's names when bound there. */
function hostNames(host: string): string[] {
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  const bound = host.includes(':') ? `[${host}]` : host;
  return loopback.includes(bound) ? loopback : [bound];
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32601, message: `MCP is served at ${mcpPath}` }, id: null }),
  );
}

export async function listenHttp(
  options: { port: number; host: string },
  serverFor: () => McpServer,
): Promise<HttpListener> {
  let allowedHosts: string[] = [];
  let allowedOrigins: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== mcpPath) return notFound(res);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedHosts,
      allowedOrigins,
    });
    const server = serverFor();
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'internal error' }, id: null }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  allowedHosts = hostNames(options.host).map((name) => `${name}:${port}`);
  allowedOrigins = allowedHosts.map((name) => `http://${name}`);
  return {
    url: `http://${allowedHosts[0]}${mcpPath}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
