// Streamable HTTP on one path (`/mcp`), stateless: each request gets a server and a transport of its own, as
// the SDK does it without sessions. The transport refuses a Host and an Origin other than this listener's
// (DNS rebinding protection, as the MCP specification asks of a local server). Requests in flight are bounded:
// each may hold an API call, so a caller past the bound is told to retry instead of queueing without end.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export const mcpPath = '/mcp';
/** Requests served at once; the next is answered 503 with Retry-After until one ends. */
export const maxInFlight = 16;

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

function answer(res: ServerResponse, status: number, code: number, message: string, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

export async function listenHttp(
  options: { port: number; host: string },
  serverFor: () => McpServer,
): Promise<HttpListener> {
  let allowedHosts: string[] = [];
  let allowedOrigins: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== mcpPath)
      return answer(res, 404, -32601, `MCP is served at ${mcpPath}`);
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
  let inFlight = 0;
  const http = createServer((req, res) => {
    if (inFlight >= maxInFlight) {
      const message = `busy: at most ${maxInFlight} requests at once; retry after 1 s`;
      return answer(res, 503, -32000, message, { 'Retry-After': '1' });
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    handle(req, res).catch(() => {
      if (res.headersSent) res.end();
      else answer(res, 500, -32603, 'internal error');
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
