// One request through the proxy: admitted only toward the upstream, forwarded unchanged, then described as the
// runner's exchange and recorded: inspected when its answer was kept, counted as not inspected otherwise.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorResponder } from '@ausd/contract-facts/error-response';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Contract } from '../contract/contract.js';
import type { HarRecorder, RelayedExchange } from '../har/recorder.js';
import type { Credential, Exchange } from '../http/exchange.js';
import { isTokenExchange } from '../contract/operations.js';
import { responseRecord } from './answer-record.js';
import { basePath, refusal, upstreamTarget } from './admission.js';
import { forward, type ForwardContext, type Forwarded } from './forward.js';
import type { ProxyObservations } from './observations.js';

export interface Relay {
  upstream: URL;
  /** The upstream URL without its trailing slashes: what the report and recording name. */
  base: string;
  contract: Contract;
  errors: ErrorResponder;
  allowedHosts: ReadonlySet<string>;
  /** The token exchange's id: the session tokens its answers hand out are secrets too. */
  tokenOperationId?: string;
  match: (method: string, path: string) => OperationSpec | undefined;
  forwarding: ForwardContext;
  observed: ProxyObservations;
  record?: HarRecorder;
  closing(): boolean;
}

/** The request's target on the upstream; undefined once a request aimed elsewhere is answered 400. */
function admitted(relay: Relay, req: IncomingMessage, res: ServerResponse): URL | undefined {
  const { upstream, errors, contract } = relay;
  const refused = refusal(req.url, req.headers.host, relay.allowedHosts);
  const target = refused ? undefined : upstreamTarget(upstream, req.url!);
  if (target) return target;
  res.setHeader('connection', 'close');
  const issue = refused ?? {
    field: 'request',
    message: `target must stay on the upstream, under its base path ${basePath(upstream) || '/'}`,
  };
  errors.send(res, 400, errors.body(contract.errorShape.errorRoles.validation, { issues: [issue] }));
  return undefined;
}

/** The exchange as the recording keeps it and as the checks read it, before its answer. */
function described(
  relay: Relay,
  req: IncomingMessage,
  target: URL,
  path: string,
  op: OperationSpec | undefined,
  sent: Forwarded,
) {
  const { requestBody, requestBytes, timings } = sent;
  const authorization = req.headers.authorization;
  const credential: Credential =
    authorization === undefined ? 'none' : op && isTokenExchange(op) ? 'apiKey' : 'session';
  const url = `${relay.base}${req.url}`;
  const relayed: RelayedExchange = {
    timings,
    method: req.method ?? 'GET',
    url,
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
      query: [...new URLSearchParams(target.search.slice(1))],
      credential,
    },
    url,
    ...(requestBody
      ? { bodyText: requestBody.toString('utf8') }
      : requestBytes > 0
        ? { bodyText: `«${requestBytes} bytes, not kept»` }
        : {}),
  };
  return { relayed, exchange };
}

/** Records the answer: a failure, an answer not kept for inspection, or one inspected by every response check. */
function settle(
  relay: Relay,
  op: OperationSpec | undefined,
  sent: Forwarded,
  relayed: RelayedExchange,
  exchange: Exchange,
) {
  const { outcome, timings } = sent;
  if (outcome.kind === 'abandoned') return;
  if (outcome.kind === 'failed') {
    relay.record?.add({ ...relayed, status: outcome.status ?? 0, error: outcome.error });
    return relay.observed.inspect({ ...exchange, error: outcome.error });
  }
  if (!outcome.body) {
    const notKept = outcome.notKept ?? 'not kept';
    relay.record?.add({ ...relayed, status: outcome.status, responseHeaders: outcome.headers, notKept });
    return relay.observed.notInspected(op?.operationId ?? '(outside contract)', `${outcome.notKept}`);
  }
  const limit = relay.forwarding.limits.inspectedAnswerBytes;
  const record = responseRecord(outcome.status, outcome.headers, outcome.body, limit);
  // A session token the exchange hands out is a secret from now on, like the key that asked for it.
  if (op && op.operationId === relay.tokenOperationId && record.json && typeof record.json === 'object')
    relay.observed.secrets.add(String((record.json as Record<string, unknown>)[relay.contract.tokenField] ?? ''));
  relay.record?.add({
    ...relayed,
    status: outcome.status,
    responseHeaders: outcome.headers,
    responseText: record.text,
  });
  relay.observed.inspect({ ...exchange, response: record, durationMs: timings.waitMs + timings.receiveMs });
}

/** The proxy server's request listener. */
export function relayRequests(relay: Relay) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const target = admitted(relay, req, res);
      if (!target) return;
      // Matched as forwarded: dot segments resolved, the base path taken off again.
      const path = target.pathname.slice(basePath(relay.upstream).length) || '/';
      const op = relay.match(req.method ?? 'GET', path);
      relay.observed.secrets.add(/^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]);
      const sent = await forward(req, res, target, relay.forwarding);
      if (sent.outcome.kind === 'abandoned' || relay.closing()) return;
      const { relayed, exchange } = described(relay, req, target, path, op, sent);
      settle(relay, op, sent, relayed, exchange);
    } catch (error) {
      if (!res.headersSent)
        relay.forwarding.answerFailure(res, 502, error instanceof Error ? error.message : String(error));
      else res.destroy();
    }
  };
}
