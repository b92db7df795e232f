// The only way the runner talks to the deployment: counts requests against the budget, stops at the time limit,
// waits out 429s (honouring Retry-After), and hands every exchange to the observers (the response checks).
import { parseRetryAfter } from '@ausd/client/internal';
import { serializeQuery, type Credential, type Exchange, type RequestSpec, type ResponseRecord } from './exchange.js';

/**
 * Raised when the request budget, the time limit or the rate-limit waits are spent: the check in progress is
 * reported as skipped and the run as INCOMPLETE.
 */
export class BudgetExhausted extends Error {}

/** Raised when a check needs a credential the run was not given: skipped, and the run is not incomplete for it. */
export class MissingCredential extends Error {}

/** Raised to the check that received an answer above `MAX_ANSWER_BYTES`: it fails with this message. */
export class AnswerTooLarge extends Error {}

/**
 * The most of one answer the runner reads, decoded, as the proxy inspects (`proxyLimits.inspectedAnswerBytes`): the
 * contract's largest answer, a page of 200 transactions, is far below it, and a larger one is not read on.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface Credentials {
  session?: string;
  otherSession?: string;
  apiKey: string;
}

export interface HttpOptions {
  baseUrl: string;
  maxRequests: number;
  /** Absolute time (ms since epoch) after which no request starts. */
  deadline: number;
  /** Per-request timeout. */
  requestTimeoutMs: number;
  credentials: Credentials;
  /** Longest single wait for a 429 (Retry-After above it skips the check rather than stalling the run). */
  maxRateLimitWaitSeconds?: number;
}

const MAX_RATE_LIMIT_RETRIES = 3;
/** What the report keeps of the deployment's own words on its 429s: a few distinct messages, each cut short. */
const MAX_LIMIT_MESSAGES = 3;
const MAX_LIMIT_MESSAGE_CHARS = 300;
export const MAX_RATE_LIMIT_WAIT_SECONDS = 30;
/** Lets a deployment's logs tell conformance traffic apart. */
const USER_AGENT = 'ausd-api-conformance';

export class ConformanceHttp {
  requests = 0;
  /**
   * The 429 answers waited out, the time during which at least one request waited (checks run side by side, so
   * their waits overlap: this is a share of the run's own time) and what the deployment's 429 bodies said.
   */
  readonly rateLimited = { answers: 0, waitedMs: 0, messages: [] as string[] };
  private waiting = 0;
  private waitingSince = 0;
  private readonly observers: Array<(exchange: Exchange) => void> = [];

  constructor(private readonly options: HttpOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  get credentials(): Credentials {
    return this.options.credentials;
  }

  observe(observer: (exchange: Exchange) => void): void {
    this.observers.push(observer);
  }

  async send(spec: RequestSpec): Promise<Exchange> {
    for (let attempt = 0; ; attempt += 1) {
      const exchange = await this.once(spec);
      for (const observer of this.observers) observer(exchange);
      if (exchange.tooLarge) throw new AnswerTooLarge(`${spec.method.toUpperCase()} ${spec.path}: ${exchange.error}`);
      const response = exchange.response;
      if (response?.status !== 429) return exchange;
      this.keepLimitMessage(response);
      // Rate limiting is the deployment protecting itself, not a contract violation: the wait is bounded and a
      // check still limited after it is skipped (a missing Retry-After fails retry_after_on_429, seen above).
      if (attempt >= MAX_RATE_LIMIT_RETRIES)
        throw new BudgetExhausted(`still rate limited after ${MAX_RATE_LIMIT_RETRIES} waits`);
      await this.waitOut(response, attempt);
    }
  }

  /**
   * Retry-After (seconds or an HTTP date, read as the client reads it), else backoff from 1 s; never above the
   * ceiling or past the deadline.
   */
  private async waitOut(response: ResponseRecord, attempt: number): Promise<void> {
    const ceiling = this.options.maxRateLimitWaitSeconds ?? MAX_RATE_LIMIT_WAIT_SECONDS;
    const waitMs = parseRetryAfter(response.headers['retry-after'] ?? null, Date.now()) ?? 2 ** attempt * 1000;
    if (waitMs > ceiling * 1000)
      throw new BudgetExhausted(
        `rate limited: Retry-After ${Math.ceil(waitMs / 1000)} s is above the ${ceiling} s ceiling`,
      );
    if (Date.now() + waitMs > this.options.deadline) throw new BudgetExhausted('rate limited beyond the time limit');
    if (this.waiting++ === 0) this.waitingSince = Date.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    } finally {
      if (--this.waiting === 0) this.rateLimited.waitedMs += Date.now() - this.waitingSince;
    }
    this.rateLimited.answers += 1;
  }

  /** The limit that answered is the deployment's to name (the sandbox's 429 names it and the option that sets it). */
  private keepLimitMessage(response: ResponseRecord): void {
    const message = (response.json as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message === '') return;
    const kept = message.length > MAX_LIMIT_MESSAGE_CHARS ? `${message.slice(0, MAX_LIMIT_MESSAGE_CHARS)}…` : message;
    const { messages } = this.rateLimited;
    if (messages.length < MAX_LIMIT_MESSAGES && !messages.includes(kept)) messages.push(kept);
  }

  private authorization(credential: Credential): string | undefined {
    if (typeof credential === 'object') return credential.authorization;
    const { session, otherSession, apiKey } = this.options.credentials;
    const token = { session, otherSession, apiKey, none: undefined }[credential];
    if (credential !== 'none' && token === undefined) throw new MissingCredential(`no ${credential} credential`);
    return token === undefined ? undefined : `Bearer ${token}`;
  }

  private async once(spec: RequestSpec): Promise<Exchange> {
    if (this.requests >= this.options.maxRequests)
      throw new BudgetExhausted(`request budget of ${this.options.maxRequests} spent`);
    const remaining = this.options.deadline - Date.now();
    if (remaining <= 0) throw new BudgetExhausted('time limit reached');
    this.requests += 1;

    const url = `${this.options.baseUrl}${spec.path}${serializeQuery(spec.query, spec.encodeCommas)}`;
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain;q=0.9',
      'user-agent': USER_AGENT,
      ...spec.headers,
    };
    const authorization = this.authorization(spec.credential);
    if (authorization !== undefined) headers.authorization = authorization;
    const bodyText = spec.rawBody ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
    if (bodyText !== undefined) headers['content-type'] ??= 'application/json';

    const exchange: Exchange = { spec, url, bodyText };
    const timeoutMs = Math.min(this.options.requestTimeoutMs, remaining);
    // The request's own timer, cleared with its answer: AbortSignal.timeout's would stay until it fires, one per
    // request of the run.
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const sent = performance.now();
    try {
      const response = await fetch(url, {
        method: spec.method.toUpperCase(),
        headers,
        body: bodyText,
        redirect: 'manual',
        signal: timeout.signal,
      });
      const text = await cappedText(response, MAX_ANSWER_BYTES);
      if (text === undefined) {
        exchange.error = `answer too large: ${response.status} with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, read no further`;
        exchange.tooLarge = true;
        exchange.durationMs = performance.now() - sent;
        return exchange;
      }
      const record: ResponseRecord = { status: response.status, headers: {}, text };
      response.headers.forEach((value, name) => {
        record.headers[name] = value;
      });
      if (/json/i.test(record.headers['content-type'] ?? '')) {
        try {
          record.json = JSON.parse(text);
        } catch {
          // Left undefined: the content-type and schema checks report the unparsable body.
        }
      }
      exchange.response = record;
      exchange.durationMs = performance.now() - sent;
    } catch (error) {
      exchange.timedOut = error instanceof Error && error.name === 'TimeoutError';
      exchange.error = exchange.timedOut
        ? noAnswer(timeoutMs, timeoutMs < this.options.requestTimeoutMs)
        : failure(error);
    } finally {
      clearTimeout(timer);
    }
    return exchange;
  }
}

/** The body as text, or undefined past `max` bytes: the rest is not read (the connection is dropped). */
async function cappedText(response: Response, max: number): Promise<string | undefined> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  // An announced length above the bound is refused before any byte is read.
  if (Number(response.headers.get('content-length') ?? 0) > max) return void (await reader.cancel());
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > max) return void (await reader.cancel());
    chunks.push(value);
  }
}

function noAnswer(timeoutMs: number, cutByTimeLimit: boolean): string {
  const within = `no answer within ${Number((timeoutMs / 1000).toFixed(1))} s`;
  return cutByTimeLimit ? `${within} (the run's time limit)` : within;
}

/** What failed, in words, with the system's code (fetch wraps it in a TypeError whose name says nothing). */
const transportFailures: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name not resolved',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection closed without an answer',
};

/** TLS failures OpenSSL describes in a line of its own internals: in words, with the code only. */
function tlsFailure(code: string): string | undefined {
  if (!code.startsWith('ERR_SSL_')) return undefined;
  // A TLS client reading a plain HTTP answer as a TLS record.
  if (/WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST/.test(code))
    return `the port answers plain HTTP, not TLS: use an http:// URL (${code})`;
  return `the TLS handshake failed (${code})`;
}

function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as (Error & { code?: string }) | undefined;
  const tls = cause?.code === undefined ? undefined : tlsFailure(cause.code);
  if (tls !== undefined) return tls;
  const detail = cause?.message || error.message;
  const words = cause?.code === undefined ? undefined : transportFailures[cause.code];
  if (words === undefined) return detail;
  return `${words} (${detail.replace(/^(connect|getaddrinfo|read) /, '')})`;
}
