// One exchange through the proxy: the request streams to the upstream and the answer streams back, each copied
// aside (bounded, from the shared budget) for the report and the checks. Whatever the upstream does (refuses the
// connection, hangs, drops the answer mid-body, sends a status outside HTTP's range) ends as an outcome, never as
// an exception: the caller records it and the proxy goes on.
import {
  request as httpRequest,
  type Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { KeptBytes, type ByteBudget } from './byte-budget.js';

export interface ForwardLimits {
  /** Request bytes kept for the report's reproduction: above the API's body limit, so accepted bodies stay whole. */
  keptRequestBytes: number;
  /** Answer bytes kept for inspection; a larger answer is forwarded but not inspected. */
  inspectedAnswerBytes: number;
  /** An upstream silent this long (no answer, or no bytes mid-answer) is given up on. */
  upstreamTimeoutMs: number;
}

export type Outcome =
  /** The upstream answered in full; `body` is undefined when it was not kept (`notKept` says why). */
  | { kind: 'answered'; status: number; headers: IncomingHttpHeaders; body?: Buffer; notKept?: string }
  /** The upstream failed; `answered` when the caller got a 502/504 from the proxy (false: the answer was cut). */
  | { kind: 'failed'; error: string; status?: number }
  /** The caller went away first: nothing to judge. */
  | { kind: 'abandoned' };

export interface Forwarded {
  /** The request body as kept (undefined when none, or when too large to keep). */
  requestBody?: Buffer;
  requestBytes: number;
  outcome: Outcome;
  timings: ForwardTimings;
}

/** When the exchange started, and its phases in milliseconds (a HAR entry's `timings`). */
export interface ForwardTimings {
  startedAt: Date;
  /** Until the upstream's status line arrived (the whole exchange when it never did). */
  waitMs: number;
  /** From the status line to the answer's last byte. */
  receiveMs: number;
}

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

export interface ForwardContext {
  upstream: URL;
  agent: Agent;
  budget: ByteBudget;
  limits: ForwardLimits;
  /** Answers the caller when the upstream gave nothing to forward (502, 504) in the API's error shape. */
  answerFailure(res: ServerResponse, status: number, message: string): void;
}

export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  context: ForwardContext,
): Promise<Forwarded> {
  const { budget, limits } = context;
  const sent = new KeptBytes(budget, limits.keptRequestBytes);
  const received = new KeptBytes(budget, limits.inspectedAnswerBytes);
  const startedAt = new Date();
  const start = performance.now();
  let answeredAt: number | undefined;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      const requestBody = sent.release();
      const body = received.release();
      if (outcome.kind === 'answered') {
        if (body) outcome.body = body;
        else outcome.notKept = received.dropped;
      }
      const end = performance.now();
      const timings = { startedAt, waitMs: (answeredAt ?? end) - start, receiveMs: end - (answeredAt ?? end) };
      resolve({ ...(requestBody?.length ? { requestBody } : {}), requestBytes: sent.length, outcome, timings });
    };
    const failBeforeAnswer = (status: number, error: string) => {
      if (settled) return;
      if (!res.headersSent) context.answerFailure(res, status, error);
      else res.destroy();
      settle({ kind: 'failed', error, status });
    };

    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstreamReq = send(target, {
      method: req.method,
      headers: { ...forwardable(req.headers), host: context.upstream.host },
      agent: context.agent,
    });
    upstreamReq.setTimeout(limits.upstreamTimeoutMs, () =>
      upstreamReq.destroy(new TimeoutError(`the upstream sent nothing for ${limits.upstreamTimeoutMs / 1000} s`)),
    );
    upstreamReq.on('error', (error) => {
      req.unpipe(upstreamReq);
      req.resume();
      failBeforeAnswer(error instanceof TimeoutError ? 504 : 502, `upstream: ${error.message}`);
    });
    res.on('close', () => {
      if (res.writableFinished || settled) return;
      settle({ kind: 'abandoned' });
      upstreamReq.destroy();
    });

    req.on('data', (chunk: Buffer) => sent.add(chunk));
    req.pipe(upstreamReq);

    upstreamReq.on('response', (upstreamRes) => {
      answeredAt = performance.now();
      const status = upstreamRes.statusCode ?? 0;
      if (status < 200 || status > 599) {
        upstreamRes.resume();
        upstreamReq.destroy();
        return failBeforeAnswer(502, `upstream: status ${String(status).padStart(3, '0')} is not an HTTP status`);
      }
      res.writeHead(status, forwardable(upstreamRes.headers));
      upstreamRes.on('data', (chunk: Buffer) => received.add(chunk));
      upstreamRes.on('error', (error) => failBeforeAnswer(502, `upstream: the answer broke off: ${error.message}`));
      pipeline(upstreamRes, res, (error) => {
        if (!error && upstreamRes.complete) settle({ kind: 'answered', status, headers: upstreamRes.headers });
        else failBeforeAnswer(502, 'upstream: the answer broke off before its end');
      });
    });
  });
}

class TimeoutError extends Error {}
