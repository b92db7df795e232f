// Connection-level bounds for the HTTP server in front of the router: how long a caller may take to send
// headers and a whole request, how long an idle keep-alive connection stays open, and how many connections
// are open at once. Node's own defaults (60 s for headers checked every 30 s, 300 s per request, no cap) let
// one client hold sockets and file descriptors for minutes. Answers Node writes itself (malformed request,
// headers too large, timeouts) get the API's error shape and a Request-Id while the socket still takes them.
// Connections are capped per client too, so one client (slow headers, held requests) cannot take them all from the
// others, and per network prefix, so a few neighbours cannot either (client-prefix.ts: an IPv4 address or an IPv6 /64 is
// one client; an IPv4 /24 or an IPv6 /48 one prefix).
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { clientPrefixOf } from './client-prefix.js';
import { ErrorResponder, type ErrorContract } from '@ausd/contract-facts/error-response';

export interface ServerLimits {
  /** A connection whose request headers are not complete within this many ms is answered 408 and closed. */
  headersTimeoutMs?: number;
  /** A request (headers and body) not received within this many ms is answered 408 and closed. */
  requestTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this many ms. */
  keepAliveTimeoutMs?: number;
  /** Connections open at once; further ones are closed as they arrive. */
  maxConnections?: number;
  /**
   * Connections open at once from one client (an IPv4 address, or an IPv6 /64: a host may use any address of its
   * /64), so one client cannot take all of `maxConnections`.
   */
  maxConnectionsPerAddress?: number;
  /**
   * Connections open at once from one network prefix (an IPv4 /24, an IPv6 /48), so a few neighbours cannot take all of
   * `maxConnections`. At least `maxConnectionsPerAddress`; when not given, the default or that, whichever is higher.
   */
  maxConnectionsPerPrefix?: number;
  /** How often the two timeouts are checked, so a timeout bites within its value plus this. */
  timeoutCheckIntervalMs?: number;
}

/** Safe for an API server facing clients directly: an incomplete request is gone within 25 s. */
export const defaultServerLimits: Required<ServerLimits> = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 100,
  maxConnectionsPerPrefix: 250,
  timeoutCheckIntervalMs: 5_000,
};

interface NodeError {
  code?: string;
}

/** The status Node would answer a client error with, or undefined when nothing can be answered. */
function statusOf(error: NodeError): number | undefined {
  switch (error.code) {
    case 'ECONNRESET':
      return undefined;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

function issueOf(
  status: number,
  limits: Required<ServerLimits>,
  headersReceived: boolean,
): { field: string; message: string } {
  // Node reports both timeouts alike; which one fired depends on whether the headers had arrived.
  if (status === 408 && !headersReceived)
    return { field: 'headers', message: `were not received within ${limits.headersTimeoutMs / 1000} s` };
  if (status === 408)
    return { field: 'request', message: `was not received within ${limits.requestTimeoutMs / 1000} s` };
  if (status === 431) return { field: 'headers', message: `must not exceed ${maxHeaderSize} bytes` };
  if (status === 413) return { field: 'body', message: 'has chunk extensions that are too large' };
  return { field: 'request', message: 'is not a well-formed HTTP/1.1 request' };
}

/** Open connections per key, forgetting a key when its last connection closes. */
class OpenCount {
  private readonly open = new Map<string, number>();
  count = (key: string) => this.open.get(key) ?? 0;
  add(key: string): void {
    this.open.set(key, this.count(key) + 1);
  }
  remove(key: string): void {
    const left = this.count(key) - 1;
    if (left <= 0) this.open.delete(key);
    else this.open.set(key, left);
  }
}

/** Closes a connection as it arrives when its client, or its prefix, already holds its limit of open ones. */
function capPerClient(server: Server, perClient: number, perPrefix: number): void {
  const clients = new OpenCount();
  const prefixes = new OpenCount();
  server.on('connection', (socket: Socket) => {
    const { client, prefix } = clientPrefixOf(socket.remoteAddress);
    if (clients.count(client) >= perClient || prefixes.count(prefix) >= perPrefix) return void socket.destroy();
    clients.add(client);
    prefixes.add(prefix);
    socket.once('close', () => {
      clients.remove(client);
      prefixes.remove(prefix);
    });
  });
}

/**
 * Applies `limits` (each defaulting to `defaultServerLimits`) to `server`. Call it before `server.listen()`,
 * or in the same tick as `app.listen()`: the timeout check interval is read when the server starts listening.
 */
export function applyServerLimits(
  server: Server,
  contract: ErrorContract,
  limits: ServerLimits = {},
): Required<ServerLimits> {
  const applied = { ...defaultServerLimits, ...limits };
  if (limits.maxConnectionsPerPrefix === undefined)
    applied.maxConnectionsPerPrefix = Math.max(applied.maxConnectionsPerPrefix, applied.maxConnectionsPerAddress);
  if (applied.headersTimeoutMs > applied.requestTimeoutMs)
    throw new RangeError('headersTimeoutMs must not exceed requestTimeoutMs');
  if (applied.maxConnectionsPerPrefix < applied.maxConnectionsPerAddress)
    throw new RangeError('maxConnectionsPerPrefix must not be below maxConnectionsPerAddress');
  server.headersTimeout = applied.headersTimeoutMs;
  server.requestTimeout = applied.requestTimeoutMs;
  server.keepAliveTimeout = applied.keepAliveTimeoutMs;
  server.maxConnections = applied.maxConnections;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    applied.timeoutCheckIntervalMs;

  capPerClient(server, applied.maxConnectionsPerAddress, applied.maxConnectionsPerPrefix);
  // Sockets whose current request's headers have arrived: a timeout there is the request's, not the headers'.
  const receiving = new WeakSet<object>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    receiving.add(req.socket);
    res.once('close', () => receiving.delete(req.socket));
  });

  const errors = new ErrorResponder(contract);
  server.on('clientError', (error: NodeError, socket: Duplex & { bytesWritten?: number }) => {
    const status = statusOf(error);
    if (status === undefined || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(
      errors.body(contract.errorRoles.validation, {
        issues: [issueOf(status, applied, receiving.has(socket))],
      }),
    );
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `${contract.requestIdHeader}: ${randomUUID()}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
  return applied;
}
