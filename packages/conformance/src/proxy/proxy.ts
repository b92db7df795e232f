// The validation proxy: forwards every request to the deployment unchanged and applies every response check to
// each exchange of whatever traffic passes through (an integrator's suite, the client's tests, a browser). The
// report is the runner's: the same formats, coverage and reproductions; credentials pass through, never recorded.
// Bodies stream through; what is inspected is a bounded copy (conformance/proxy/forward.ts).
import { Agent as HttpAgent, createServer } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { ErrorResponder } from '@ausd/contract-facts/error-response';
import { loadContract, type Contract } from '../contract/contract.js';
import type { HarLog } from '../har/format.js';
import type { HarRecorder } from '../har/recorder.js';
import { MAX_ANSWER_BYTES } from '../http/client.js';
import { isTokenExchange } from '../contract/operations.js';
import type { Report } from '../report/report.js';
import { allowedHostNames } from './admission.js';
import { ByteBudget } from './byte-budget.js';
import type { ForwardContext, ForwardLimits } from './forward.js';
import { operationMatcher } from './match.js';
import { ProxyObservations } from './observations.js';
import { proxyReport } from './proxy-report.js';
import { relayRequests } from './relay.js';

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

export async function startConformanceProxy(options: ProxyOptions): Promise<RunningProxy> {
  const upstream = new URL(options.upstream);
  if (!/^https?:$/.test(upstream.protocol))
    throw new Error(`--upstream must be an http(s) URL, got '${options.upstream}'`);
  const base = options.upstream.replace(/\/+$/, '');
  const contract = options.contract ?? (await loadContract());
  const errors = new ErrorResponder(contract.errorShape);
  const limits: ProxyLimits = { ...proxyLimits, ...options.limits };
  const observed = new ProxyObservations(contract);
  const forwarding: ForwardContext = {
    upstream,
    agent: upstream.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    budget: new ByteBudget(limits.bytesInFlight),
    limits,
    answerFailure: (res, status, message) =>
      errors.send(
        res,
        status,
        errors.body(contract.errorShape.errorRoles.internal, undefined, `ausd-api conformance proxy: ${message}`),
      ),
  };
  const started = Date.now();
  let closing = false;
  const server = createServer(
    relayRequests({
      upstream,
      base,
      contract,
      errors,
      allowedHosts: allowedHostNames(options.host ?? '127.0.0.1'),
      tokenOperationId: contract.operations.find(isTokenExchange)?.operationId,
      match: operationMatcher(contract.operations),
      forwarding,
      observed,
      ...(options.record ? { record: options.record } : {}),
      closing: () => closing,
    }),
  );
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
    exchanges: () => observed.exchanges,
    report: () => proxyReport(observed, contract, base, started),
    har: () =>
      options.record?.log({
        apiBaseUrl: base,
        contractVersion: String((contract.document.info as { version?: unknown } | undefined)?.version ?? ''),
        tokenField: contract.tokenField,
        secrets: observed.secrets,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        server.close(() => resolve());
        server.closeAllConnections();
        forwarding.agent.destroy();
      }),
  };
}
