// The validation proxy: forwards every request to the deployment unchanged and applies every response check to
// each exchange of whatever traffic passes through (an integrator's suite, the client's tests, a browser). The
// report is the runner's: the same formats, coverage and reproductions; credentials pass through, never recorded.
// Bodies stream through; what is inspected is a bounded copy (conformance/proxy/forward.ts).
import { Agent as HttpAgent, createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ErrorResponder } from '@ausd/contract-facts/error-response';
import { loadContract, type Contract } from '../contract.js';
import { responseChecks } from '../checks/index.js';
import { CoverageRecorder } from '../coverage.js';
import type { HarLog } from '../har/format.js';
import type { HarRecorder, RelayedExchange } from '../har/recorder.js';
import { LatencyRecorder } from '../latency.js';
import type { Credential, Exchange, ResponseRecord } from '../http/exchange.js';
import { MAX_ANSWER_BYTES } from '../http/client.js';
import { Secrets } from '../http/secrets.js';
import { isTokenExchange } from '../operations.js';
import { assembleReport, type Report } from '../report/report.js';
import { sessionSetup } from '../report/reproduction.js';
import { ResultBook } from '../results.js';
import { inspectExchange } from '../runner.js';
import { allowedHostNames, basePath, refusal, upstreamTarget } from './admission.js';
import { ByteBudget } from './byte-budget.js';
import { forward, type ForwardLimits } from './forward.js';
import { operationMatcher } from './match.js';

export interface ProxyOptions {
  upstream: string;
  port?: number;
  host?: string;
  contract?: Contract;
  /** Bounds of what is held for inspection; each defaults to `proxyLimits`. */
  limits?: Partial<ProxyLimits>;
  /** Records every relayed exchange as a HAR entry (`--har`). */
  record?: HarRecorder;
}

export interface ProxyLimits extends ForwardLimits {
  /** Bytes held for inspection across every exchange in flight. */
  bytesInFlight: number;
}

/**
 * The contract's largest answer (a page of 200 transactions) is far below `inspectedAnswerBytes`; the API refuses
 * request bodies above 100 KiB, so every body it accepts is kept whole for the reproduction.
 */
export const proxyLimits: ProxyLimits = {
  keptRequestBytes: 128 * 1024,
  inspectedAnswerBytes: MAX_ANSWER_BYTES,
  upstreamTimeoutMs: 60_000,
  bytesInFlight: 64 * 1024 * 1024,
};

export interface RunningProxy {
  url: string;
  port: number;
  /** Exchanges inspected so far. */
  exchanges(): number;
  /** The report of everything seen so far. */
  report(): Report;
  /** The recording of everything relayed so far, redacted; undefined without `record`. */
  har(): HarLog | undefined;
  close(): Promise<void>;
}

/** The answer as the client reads it, for inspection only (what is forwarded stays encoded). */
function decoded(body: Buffer, encoding: string | undefined, limit: number): string {
  const bound = { maxOutputLength: limit };
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body, bound).toString('utf8');
    case 'deflate':
      return inflateSync(body, bound).toString('utf8');
    case 'br':
      return brotliDecompressSync(body, bound).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

function responseRecord(status: number, headers: IncomingHttpHeaders, body: Buffer, limit: number): ResponseRecord {
  const record: ResponseRecord = { status, headers: {}, text: '' };
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) record.headers[name] = Array.isArray(value) ? value.join(', ') : value;
  try {
    record.text = decoded(body, record.headers['content-encoding'], limit);
  } catch {
    record.text = body.toString('latin1');
  }
  if (/json/i.test(record.headers['content-type'] ?? '')) {
    try {
      record.json = JSON.parse(record.text);
    } catch {
      // Left undefined: the content-type and schema checks report the unparsable body.
    }
  }
  return record;
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
  const latency = new LatencyRecorder();
  const secrets = new Secrets();
  const errors = new ErrorResponder(contract.errorShape);
  const allowedHosts = allowedHostNames(options.host ?? '127.0.0.1');
  const limits: ProxyLimits = { ...proxyLimits, ...options.limits };
  const started = Date.now();
  let seen = 0;
  let closing = false;

  const observe = (exchange: Exchange) => {
    seen += 1;
    coverage.record(exchange);
    latency.record(exchange);
    inspectExchange(exchange, contract, book, (id) => byId.get(id));
  };

  const answerFailure = (res: ServerResponse, status: number, message: string) =>
    errors.send(
      res,
      status,
      errors.body(contract.errorShape.errorRoles.internal, undefined, `ausd-api conformance proxy: ${message}`),
    );
  const context = {
    upstream,
    agent: upstream.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    budget: new ByteBudget(limits.bytesInFlight),
    limits,
    answerFailure,
  };
  /** Answers forwarded but not inspected, per operation and reason (the report lists them as cut short). */
  const uninspected = new Map<string, { operationId: string; reason: string; count: number }>();

  const server = createServer(async (req, res) => {
    try {
      const refused = refusal(req.url, req.headers.host, allowedHosts);
      const target = refused ? undefined : upstreamTarget(upstream, req.url!);
      if (!target) {
        res.setHeader('connection', 'close');
        const issue = refused ?? {
          field: 'request',
          message: `target must stay on the upstream, under its base path ${basePath(upstream) || '/'}`,
        };
        return errors.send(res, 400, errors.body(contract.errorShape.errorRoles.validation, { issues: [issue] }));
      }
      // Matched as forwarded: dot segments resolved, the base path taken off again.
      const path = target.pathname.slice(basePath(upstream).length) || '/';
      const search = target.search.slice(1);
      const op = match(req.method ?? 'GET', path);
      const authorization = req.headers.authorization;
      secrets.add(/^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]);
      const credential: Credential =
        authorization === undefined ? 'none' : op && isTokenExchange(op) ? 'apiKey' : 'session';
      const { requestBody, requestBytes, outcome, timings } = await forward(req, res, target, context);
      if (outcome.kind === 'abandoned' || closing) return;
      const relayed: RelayedExchange = {
        timings,
        method: req.method ?? 'GET',
        url: `${base}${req.url}`,
        requestHeaders: req.headers,
        ...(requestBody ? { requestBody: requestBody.toString('utf8') } : {}),
        requestBytes,
        status: 0,
      };
      const exchange: Exchange = {
        spec: {
          ...(op ? { operationId: op.operationId } : { documented: false }),
          method: (req.method ?? 'GET').toLowerCase(),
          path,
          query: [...new URLSearchParams(search)],
          credential,
        },
        url: `${base}${req.url}`,
        ...(requestBody
          ? { bodyText: requestBody.toString('utf8') }
          : requestBytes > 0
            ? { bodyText: `«${requestBytes} bytes, not kept»` }
            : {}),
      };
      if (outcome.kind === 'failed') {
        options.record?.add({ ...relayed, status: outcome.status ?? 0, error: outcome.error });
        return observe({ ...exchange, error: outcome.error });
      }
      if (!outcome.body) {
        options.record?.add({
          ...relayed,
          status: outcome.status,
          responseHeaders: outcome.headers,
          notKept: outcome.notKept ?? 'not kept',
        });
        const operationId = op?.operationId ?? '(outside contract)';
        const key = `${operationId}\u0000${outcome.notKept}`;
        const entry = uninspected.get(key) ?? {
          operationId,
          reason: `answer not inspected: ${outcome.notKept}`,
          count: 0,
        };
        entry.count += 1;
        uninspected.set(key, entry);
        seen += 1;
        return;
      }
      const record = responseRecord(outcome.status, outcome.headers, outcome.body, limits.inspectedAnswerBytes);
      if (op && tokenOp && op.operationId === tokenOp.operationId && record.json && typeof record.json === 'object') {
        secrets.add(String((record.json as Record<string, unknown>)[contract.tokenField] ?? ''));
      }
      options.record?.add({
        ...relayed,
        status: outcome.status,
        responseHeaders: outcome.headers,
        responseText: record.text,
      });
      observe({ ...exchange, response: record, durationMs: timings.waitMs + timings.receiveMs });
    } catch (error) {
      if (!res.headersSent) answerFailure(res, 502, error instanceof Error ? error.message : String(error));
      else res.destroy();
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
          // The proxy relays a client's 429s as they come: it waits on none.
          rateLimited: { answers: 0, waitedMs: 0, messages: [] },
          catalogue: responseChecks.map(({ name, summary, severity }) => ({
            name,
            summary,
            severity,
            kind: 'response' as const,
          })),
          operations: [...contract.operations.map((op) => op.operationId), '(outside contract)'],
          created: [],
          coverage: coverage.table(contract.operations),
          latency: latency.table(contract.operations.map((op) => op.operationId)),
          cutShort: [
            ...(seen === 0 ? [{ check: '*', operationId: '*', reason: 'no traffic passed through the proxy' }] : []),
            ...[...uninspected.values()].map(({ operationId, reason, count }) => ({
              check: '*',
              operationId,
              reason: `${count} × ${reason}`,
            })),
          ],
          reproduceWith: tokenOp ? sessionSetup(base, tokenOp.path, contract.tokenField) : '',
        },
        book.all(),
        secrets,
      ),
    har: () =>
      options.record?.log({
        apiBaseUrl: base,
        contractVersion: String((contract.document.info as { version?: unknown } | undefined)?.version ?? ''),
        tokenField: contract.tokenField,
        secrets,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        server.close(() => resolve());
        server.closeAllConnections();
        context.agent.destroy();
      }),
  };
}
