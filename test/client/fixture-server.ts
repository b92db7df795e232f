// A small stand-in for the API on 127.0.0.1 (node:http): token exchange with signed JWTs, the list
// envelope with cursors and filters, contract-shaped errors with Request-Id, and scripted faults (429 with
// Retry-After, 5xx, delays, 401 reasons) so the client's behaviour can be driven and observed over real HTTP.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';

export const fixtureApiKey = 'ak_test_fixture';
const secret = new TextEncoder().encode('fixture-signing-secret-of-32-bytes!');
const lifetimeSeconds = 15 * 60;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A response forced onto the next request to a path, before the normal handler. */
export interface ScriptedResponse {
  status: number;
  body?: unknown;
  /** Raw body text (for non-JSON responses). */
  text?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (to trigger client timeouts). */
  delayMs?: number;
}

export interface FixtureTransaction {
  id: string;
  initiatedAt: string;
  type: string;
  isInstantSettlement: boolean;
  legCount: number;
  settledAt: string;
  status: 'settled';
  source: unknown;
  recipient: unknown;
}

const txTypes = ['mint', 'redeem', 'bridge', 'reward', 'return'];

function transactions(count: number): FixtureTransaction[] {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(start + (count - i) * 3_600_000).toISOString();
    const side = {
      kind: 'wallet',
      accountId: null,
      address: null,
      chain: 'base',
      name: null,
      amounts: [{ amount: '10.5', currency: 'ausd' }],
    };
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      initiatedAt: at,
      type: txTypes[i % txTypes.length]!,
      isInstantSettlement: false,
      legCount: 1,
      settledAt: at,
      status: 'settled',
      source: side,
      recipient: side,
    };
  });
}

export interface Fixture {
  url: string;
  requests: RecordedRequest[];
  /** Token exchanges answered with 200. */
  exchanges: number;
  /** Server clock in ms; tests move it to expire tokens server-side. */
  now: number;
  /** Queue responses for the next requests to `METHOD path`. */
  script(route: string, ...responses: ScriptedResponse[]): void;
  /** While set, every session JWT is answered with 401 and this reason. */
  rejectSessionsWith: string | undefined;
  /** Serve a static file (e.g. a page and a client bundle for a browser test) at `path`. */
  serve(path: string, contentType: string, body: string): void;
  close(): Promise<void>;
}

export async function startFixture(options: { transactions?: number } = {}): Promise<Fixture> {
  const data = transactions(options.transactions ?? 23);
  const routes = new Map<string, unknown>();
  const accounts = new Map<string, Record<string, unknown>>();
  const scripts = new Map<string, ScriptedResponse[]>();
  const assets = new Map<string, { contentType: string; body: string }>();
  let nextRequestId = 0;

  const fixture: Fixture = {
    url: '',
    requests: [],
    exchanges: 0,
    now: Date.now(),
    rejectSessionsWith: undefined,
    serve(path, contentType, body) {
      assets.set(path, { contentType, body });
    },
    script(route, ...responses) {
      scripts.set(route, [...(scripts.get(route) ?? []), ...responses]);
    },
    // A scripted delay still pending on a connection the client gave up on would hold the close until it ends.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain' : 'application/json';
    res.writeHead(status, { 'content-type': type, 'request-id': `req_${++nextRequestId}`, ...headers });
    res.end(text);
  };
  const error = (
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    context?: unknown,
    headers?: Record<string, string>,
  ) =>
    send(
      res,
      status,
      { code, message, docs_url: `https://docs.example.com/errors/${code}`, ...(context ? { context } : {}) },
      headers,
    );

  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  async function authenticate(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const token = bearer(req);
    if (!token) return (error(res, 401, 'unauthorized', 'Missing bearer token.', { reason: 'missing_header' }), false);
    if (fixture.rejectSessionsWith)
      return (error(res, 401, 'unauthorized', 'Session rejected.', { reason: fixture.rejectSessionsWith }), false);
    try {
      await jwtVerify(token, secret, { currentDate: new Date(fixture.now) });
      return true;
    } catch (cause) {
      const expired = (cause as { code?: string }).code === 'ERR_JWT_EXPIRED';
      error(res, 401, 'unauthorized', expired ? 'Session expired.' : 'Invalid token.', {
        reason: expired ? 'token_expired' : 'invalid_token',
      });
      return false;
    }
  }

  function listTransactions(query: URLSearchParams, res: ServerResponse) {
    const types = query.get('type')?.split(',');
    const gte = query.get('initiatedAt.gte');
    const lt = query.get('initiatedAt.lt');
    if ([...query.keys()].length !== new Set(query.keys()).size)
      return error(res, 400, 'parameter_invalid', 'Repeated parameter.', {
        issues: [{ field: 'query', message: 'repeated' }],
      });
    const bad = [gte, lt].find((value) => value !== null && !/(Z|[+-]\d\d:\d\d)$/.test(value));
    if (bad !== undefined)
      return error(res, 400, 'parameter_invalid', 'Invalid parameter.', {
        issues: [{ field: 'initiatedAt', message: 'timestamp needs a zone' }],
      });
    const matching = data.filter(
      (tx) =>
        (!types || types.includes(tx.type)) &&
        (gte === null || Date.parse(tx.initiatedAt) >= Date.parse(gte)) &&
        (lt === null || Date.parse(tx.initiatedAt) < Date.parse(lt)),
    );
    const limit = Number(query.get('limit') ?? 50);
    const offset = query.get('cursor') ? Number(Buffer.from(query.get('cursor')!, 'base64url').toString()) : 0;
    const page = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? Buffer.from(String(offset + limit)).toString('base64url') : null;
    send(res, 200, { data: page, nextCursor: next });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const route = `${req.method} ${url.pathname}`;
    const asset = assets.get(url.pathname);
    if (asset) return void res.writeHead(200, { 'content-type': asset.contentType }).end(asset.body);
    const scripted = scripts.get(route)?.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (res.destroyed) return;
      if (scripted.text !== undefined) {
        res.writeHead(scripted.status, { 'request-id': `req_${++nextRequestId}`, ...scripted.headers });
        return void res.end(scripted.text);
      }
      return send(
        res,
        scripted.status,
        scripted.body ?? {
          code: 'internal_error',
          message: 'Scripted.',
          docs_url: 'https://docs.example.com/errors/internal_error',
        },
        scripted.headers,
      );
    }

    if (route === 'POST /v0/auth/token') {
      if (bearer(req) !== fixtureApiKey)
        return error(res, 401, 'unauthorized', 'Unknown API key.', { reason: 'invalid_token' });
      fixture.exchanges += 1;
      const iat = Math.floor(fixture.now / 1000);
      const sessionJwt = await new SignJWT({ org: 'org_fixture' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .setJti(randomUUID())
        .sign(secret);
      return send(res, 200, { sessionJwt });
    }
    if (route === 'GET /v0/metrics')
      return send(res, 200, {
        chains: [{ chainId: 'eip155:1' }],
        partial: false,
        totalSupply: '1000.5',
        circulatingSupply: '900.25',
      });
    if (route === 'GET /v0/metrics/total-supply') return send(res, 200, '1000.5');
    if (route === 'GET /v0/metrics/circulating-supply') return send(res, 200, '900.25');

    if (!(await authenticate(req, res))) return;
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    let match: RegExpExecArray | null;
    if (route === 'GET /v0/transactions') return listTransactions(url.searchParams, res);
    if ((match = /^GET \/v0\/transactions\/([^/]+)$/.exec(route))) {
      const tx = data.find((candidate) => candidate.id === decodeURIComponent(match![1]!));
      return tx
        ? send(res, 200, { ...tx, legs: [] })
        : error(res, 404, 'transaction_not_found', 'No such transaction.');
    }
    if (route === 'POST /v0/routes') {
      const input = json() as {
        from?: { currency?: string };
        to?: { currency?: string; accountId?: string; chain?: string };
      };
      if (!input.from?.currency || !input.to?.currency)
        return error(res, 400, 'parameter_invalid', 'Invalid body.', {
          issues: [{ field: 'from', message: 'required' }],
        });
      const key = JSON.stringify([input.from.currency, input.to.currency, input.to.chain, input.to.accountId]);
      const id = `11111111-0000-4000-8000-${String(routes.size).padStart(12, '0')}`;
      const existing = [...routes.entries()].find(([, route]) => (route as { key: string }).key === key);
      if (existing) return error(res, 409, 'route_already_exists', 'Route exists.', { routeId: existing[0] });
      const created = {
        id,
        createdAt: new Date(fixture.now).toISOString(),
        from: input.from,
        to: input.to,
        instructions: [],
        name: null,
      };
      routes.set(id, { key, created });
      return send(res, 201, created);
    }
    if ((match = /^GET \/v0\/routes\/([^/]+)$/.exec(route))) {
      const stored = routes.get(decodeURIComponent(match[1]!)) as { created: unknown } | undefined;
      return stored ? send(res, 200, stored.created) : error(res, 404, 'route_not_found', 'No such route.');
    }
    if (route === 'GET /v0/routes')
      return send(res, 200, {
        data: [...routes.values()].map((r) => (r as { created: unknown }).created),
        nextCursor: null,
      });
    if (route === 'POST /v0/accounts') {
      const account = { id: randomUUID(), createdAt: new Date(fixture.now).toISOString(), name: '', ...json() };
      accounts.set(account.id, account);
      return send(res, 201, account);
    }
    if (route === 'GET /v0/accounts') return send(res, 200, { data: [...accounts.values()], nextCursor: null });
    if ((match = /^(GET|PUT) \/v0\/accounts\/([^/]+)$/.exec(route))) {
      const account = accounts.get(decodeURIComponent(match[2]!));
      if (!account) return error(res, 404, 'account_not_found', 'No such account.');
      const change = json();
      if (match[1] === 'PUT' && change.operation === 'setName') account.name = change.name;
      return send(res, 200, account);
    }
    error(res, 404, 'not_found', 'Unknown path.');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const body = Buffer.concat(chunks).toString();
      fixture.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        rawQuery: url.search.slice(1),
        headers: req.headers,
        body,
      });
      handle(req, res, url, body).catch((cause: unknown) => error(res, 500, 'internal_error', String(cause)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fixture;
}
