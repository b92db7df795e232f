// One HTTP attempt: build the request, enforce the timeout, read the body, and classify the outcome as a
// result, an ApiError (an HTTP error response) or a thrown ConnectionError/TimeoutError. A caller's abort
// rejects with the caller's own reason so it is never mistaken for a timeout or a network failure.
import type { OperationRoute } from './operation-route.js';
import type { WithResponse } from './api-promise.js';
import {
  type ApiError,
  apiErrorFor,
  ConnectionError,
  TimeoutError,
  UnexpectedResponseError,
  type ErrorBody,
} from './errors.js';

/** What the generated client knows about an operation: its route (generated/operation-routes.ts). */
export type OperationDescriptor = OperationRoute;

export interface OutgoingRequest {
  operationId: string;
  url: string;
  /** Mutable: hooks may add headers. */
  init: RequestInit & { headers: Record<string, string> };
}

export interface TransportConfig {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs: number;
  onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  onResponse?: (response: Response, request: OutgoingRequest) => void | Promise<void>;
  /** The header every answer carries its request id in (`x-request-id-header`). */
  requestIdHeader: string;
}

export interface AttemptOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export async function attempt(
  config: TransportConfig,
  op: OperationDescriptor,
  url: string,
  body: unknown,
  credential: string | undefined,
  options: AttemptOptions,
): Promise<WithResponse<unknown> | ApiError> {
  const headers: Record<string, string> = { accept: op.accept, ...options.headers };
  if (credential !== undefined) headers.authorization = `Bearer ${credential}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request: OutgoingRequest = {
    operationId: op.operationId,
    url,
    init: { method: op.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) },
  };
  await config.onRequest?.(request);

  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  // 0 or Infinity disables the timeout (setTimeout would otherwise fire at once for them).
  const timed = timeoutMs > 0 && timeoutMs < 2 ** 31;
  const caller = options.signal;
  const controller = timed || caller ? new AbortController() : undefined;
  let timedOut = false;
  const timer = timed
    ? setTimeout(() => {
        timedOut = true;
        controller!.abort();
      }, timeoutMs)
    : undefined;
  const forwardAbort = () => controller!.abort(caller!.reason);
  if (caller?.aborted) forwardAbort();
  caller?.addEventListener('abort', forwardAbort, { once: true });

  // Maps a failure while fetching or reading the body to the error the caller should see.
  const failure = (cause: unknown, beforeResponse: boolean): Error => {
    if (caller?.aborted) return caller.reason as Error;
    if (timedOut) return new TimeoutError(`${op.operationId}: no response within ${timeoutMs} ms`, { cause });
    const message = `${op.operationId}: ${describeCause(cause)}`;
    return new ConnectionError(message, { cause }, !(beforeResponse && neverConnected(cause)));
  };
  try {
    let response: Response;
    try {
      response = await config.fetch(url, { ...request.init, signal: controller?.signal });
    } catch (cause) {
      throw failure(cause, true);
    }
    await config.onResponse?.(response, request);
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw failure(cause, false);
    }
    const requestId = response.headers.get(config.requestIdHeader) ?? undefined;
    if (!response.ok)
      return apiErrorFor(response.status, errorBody(response, text), requestId, op.operationId, response.headers);
    const data: unknown = op.accept.startsWith('text/')
      ? text
      : text === ''
        ? undefined
        : successBody(response, text, requestId, op.operationId);
    if (typeof data === 'object' && data !== null) Object.defineProperty(data, 'requestId', { value: requestId });
    return { data, response, requestId };
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', forwardAbort);
  }
}

// Failures that happen before a connection exists, so no byte of the request can have reached the server.
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether the error chain (fetch wraps the socket error in `cause`) says no connection was ever made. */
function neverConnected(cause: unknown): boolean {
  let current = cause as { code?: unknown; cause?: unknown; errors?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && NOT_CONNECTED.has(current.code)) return true;
    // Several addresses tried (happy eyeballs): none connected only if every attempt failed to connect.
    if (Array.isArray(current.errors) && current.errors.length > 0) return current.errors.every(neverConnected);
    current = current.cause as typeof current;
  }
  return false;
}

function describeCause(cause: unknown): string {
  const error = cause as { message?: unknown; cause?: { message?: unknown } } | undefined;
  const inner = typeof error?.cause?.message === 'string' ? ` (${error.cause.message})` : '';
  return `${typeof error?.message === 'string' ? error.message : 'request failed'}${inner}`;
}

function successBody(response: Response, text: string, requestId: string | undefined, operationId: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new UnexpectedResponseError(response.status, text.slice(0, 200), requestId, operationId, { cause });
  }
}

/** The contract's error body; anything else (a proxy's HTML page, an empty body) still yields a usable error. */
function errorBody(response: Response, text: string): ErrorBody {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody> | null;
    if (typeof body?.code === 'string') return { ...body, message: String(body.message ?? '') } as ErrorBody;
  } catch {
    // not JSON: fall through
  }
  return {
    code: `http_${response.status}`,
    message: text.slice(0, 200) || response.statusText || `HTTP ${response.status}`,
  };
}
