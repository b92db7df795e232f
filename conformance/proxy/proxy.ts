// The validation proxy: forwards every request to the deployment unchanged and applies every response check to
// each exchange of whatever traffic passes through (an integrator's suite, the client's tests, a browser). The
// report is the runner's: the same formats, coverage and reproductions; credentials pass through, never recorded.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ErrorResponder } from '../../runtime/middleware/error-response.js';
import { loadContract, type Contract } from '../contract.js';
import { responseChecks } from '../checks/index.js';
import { CoverageRecorder } from '../coverage.js';
import type { Credential, Exchange, ResponseRecord } from '../http/exchange.js';
import { Secrets } from '../http/secrets.js';
import { isTokenExchange } from '../operations.js';
import { assembleReport, type Report } from '../report/report.js';
import { sessionSetup } from '../report/reproduction.js';
import { ResultBook } from '../results.js';
import { inspectExchange } from '../runner.js';
import { tokenFields } from '../session.js';
import { allowedHostNames, refusal, upstreamTarget } from './admission.js';
import { operationMatcher } from './match.js';

export interface ProxyOptions {
  upstream: string;
  port?: number;
  host?: string;
  contract?: Contract;
}

export interface RunningProxy {
  url: string;
  port: number;
  /** Exchanges inspected so far. */
  exchanges(): number;
  /** The report of everything seen so far. */
  report(): Report;
  close(): Promise<void>;
}

/** Bodies are held whole to be inspected: the contract's largest answers (200 items a page) are far below this. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

async function readBody(stream: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The body as the client reads it, for inspection only (what is forwarded stays encoded). */
function decoded(body: Buffer, encoding: string | undefined): string {
  const limit = { maxOutputLength: MAX_BODY_BYTES };
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body, limit).toString('utf8');
    case 'deflate':
      return inflateSync(body, limit).toString('utf8');
    case 'br':
      return brotliDecompressSync(body, limit).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

function fail(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(`ausd-api conformance proxy: ${message}\n`);
}

export async function startConformanceProxy(options: ProxyOptions): Promise<RunningProxy> {
  const upstream = new URL(options.upstream);
  if (!/^https?:$/.test(upstream.protocol))
    throw new Error(`--upstream must be an http(s) URL, got '${options.upstream}'`);
  const base = options.upstream.replace(/\/+$/, '');
  const contract = options.contract ?? (await loadContract());
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const match = operationMatcher(contract.operations);
  const tokenOp = contract.operations.find(isTokenExchange);
  const book = new ResultBook();
  const coverage = new CoverageRecorder();
  const secrets = new Secrets();
  const errors = new ErrorResponder(contract.errorShape);
  const allowedHosts = allowedHostNames(options.host ?? '127.0.0.1');
  const started = Date.now();
  let seen = 0;

  const observe = (exchange: Exchange) => {
    seen += 1;
    coverage.record(exchange);
    inspectExchange(exchange, contract, book, (id) => byId.get(id));
  };

  const server = createServer(async (req, res) => {
    try {
      const refused = refusal(req.url, req.headers.host, allowedHosts);
      const target = refused ? undefined : upstreamTarget(upstream, req.url!);
      if (!target) {
        res.setHeader('connection', 'close');
        const issue = refused ?? { field: 'request', message: 'target must stay on the upstream' };
        return errors.send(res, 400, errors.body(contract.errorShape.errorRoles.validation, { issues: [issue] }));
      }
      const body = await readBody(req);
      if (body === undefined) return fail(res, 413, `request body above ${MAX_BODY_BYTES} bytes`);
      const [path = '/', search = ''] = (req.url ?? '/').split('?');
      const op = match(req.method ?? 'GET', path);
      const authorization = req.headers.authorization;
      secrets.add(/^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]);
      const credential: Credential =
        authorization === undefined ? 'none' : op && isTokenExchange(op) ? 'apiKey' : 'session';
      const exchange: Exchange = {
        spec: {
          ...(op ? { operationId: op.operationId } : { documented: false }),
          method: (req.method ?? 'GET').toLowerCase(),
          path,
          query: [...new URLSearchParams(search)],
          credential,
        },
        url: `${base}${req.url ?? '/'}`,
        ...(body.length > 0 ? { bodyText: body.toString('utf8') } : {}),
      };
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const upstreamReq = send(
        target,
        { method: req.method, headers: { ...forwardable(req.headers), host: upstream.host } },
        async (upstreamRes) => {
          const answer = await readBody(upstreamRes);
          if (answer === undefined) return fail(res, 502, `upstream response above ${MAX_BODY_BYTES} bytes`);
          res.writeHead(upstreamRes.statusCode ?? 502, forwardable(upstreamRes.headers));
          res.end(answer);
          const record: ResponseRecord = { status: upstreamRes.statusCode ?? 0, headers: {}, text: '' };
          for (const [name, value] of Object.entries(upstreamRes.headers))
            if (value !== undefined) record.headers[name] = Array.isArray(value) ? value.join(', ') : value;
          try {
            record.text = decoded(answer, record.headers['content-encoding']);
          } catch {
            record.text = answer.toString('latin1');
          }
          if (/json/i.test(record.headers['content-type'] ?? '')) {
            try {
              record.json = JSON.parse(record.text);
            } catch {
              // Left undefined: the content-type and schema checks report the unparsable body.
            }
          }
          if (
            op &&
            tokenOp &&
            op.operationId === tokenOp.operationId &&
            record.json &&
            typeof record.json === 'object'
          ) {
            for (const field of tokenFields(contract, tokenOp))
              secrets.add(String((record.json as Record<string, unknown>)[field] ?? ''));
          }
          observe({ ...exchange, response: record });
        },
      );
      upstreamReq.on('error', (error) => {
        observe({ ...exchange, error: `${error.name}: ${error.message}` });
        fail(res, 502, `upstream unreachable: ${error.message}`);
      });
      upstreamReq.end(body);
    } catch (error) {
      fail(res, 502, error instanceof Error ? error.message : String(error));
    }
  });
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    exchanges: () => seen,
    report: () =>
      assembleReport(
        {
          mode: 'proxy',
          baseUrl: base,
          startedAt: new Date(started).toISOString(),
          durationMs: Date.now() - started,
          requests: seen,
          allowWrites: false,
          runPrefix: '',
          seed: 0,
          catalogue: responseChecks.map(({ name, summary, severity }) => ({ name, summary, severity })),
          operations: [...contract.operations.map((op) => op.operationId), '(outside contract)'],
          created: [],
          coverage: coverage.table(contract.operations),
          cutShort: seen === 0 ? [{ check: '*', operationId: '*', reason: 'no traffic passed through the proxy' }] : [],
          reproduceWith: tokenOp
            ? sessionSetup(base, tokenOp.path, tokenFields(contract, tokenOp)[0] ?? 'sessionJwt')
            : '',
        },
        book.all(),
        secrets,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
