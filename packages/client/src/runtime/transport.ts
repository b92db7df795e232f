// One HTTP attempt: build the request, enforce the timeout, read the body, and classify the outcome as a
// result, an ApiError (an HTTP error response) or a thrown ConnectionError/TimeoutError. A caller's abort
// rejects with the caller's own reason so it is never mistaken for a timeout or a network failure.
import type { WithResponse } from './api-promise.js';
import type { DocumentExtensions } from '../generated/extensions.js';
import type { OperationRoute } from './operation-route.js';
import { untilAborted } from './abort.js';
import {
  type ApiError,
  apiErrorClass,
  ConnectionError,
  ResponseTooLargeError,
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

/** What the client's options (ClientOptions, where they are described) and the contract say about one attempt. */
export interface TransportConfig {
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  maxResponseBytes?: number;
  onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  onResponse?: (response: Response, request: OutgoingRequest) => void | Promise<void>;
  /** The header every answer carries its request id in (`x-request-id-header`). */
  requestIdHeader: NonNullable<DocumentExtensions['x-request-id-header']>;
}

/** The most bytes of one answer the client reads unless `maxResponseBytes` says otherwise. */
export const defaultMaxResponseBytes = 16 * 1024 * 1024;

/**
 * The body as text, read as a stream and given up (the rest cancelled, never buffered) once past `limit`; a
 * declared Content-Length past it is refused before a byte is read. Undefined when too large.
 */
async function boundedText(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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
    // JSON.stringify(undefined) is undefined: no body.
    init: { method: op.method.toUpperCase(), headers, body: JSON.stringify(body) },
  };
  await config.onRequest?.(request);

  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? 60_000;
  const controller = new AbortController();
  let timedOut = false;
  // 0 or Infinity disables the timeout (setTimeout would otherwise fire at once for them).
  const timer =
    timeoutMs > 0 && timeoutMs < 2 ** 31
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  // Turns a failure while fetching or reading the body into a ConnectionError or TimeoutError.
  const fail =
    (beforeResponse?: boolean) =>
    (cause: unknown): never => {
      throw timedOut
        ? new TimeoutError(`${op.operationId}: no response within ${timeoutMs} ms`, { cause })
        : new ConnectionError(
            `${op.operationId}: ${describeCause(cause as Cause)}`,
            { cause },
            !(beforeResponse && neverConnected(cause as Cause)),
          );
    };
  // The caller's abort rejects at once with its own reason and aborts the request (never sent when it came first).
  return untilAborted(
    async () => {
      const response = await (config.fetch ?? fetch)(url, { ...request.init, signal: controller.signal }).catch(
        fail(true),
      );
      await config.onResponse?.(response, request);
      const requestId = response.headers.get(config.requestIdHeader) ?? undefined;
      const limit = config.maxResponseBytes ?? defaultMaxResponseBytes;
      const text = await boundedText(response, limit).catch(fail());
      if (text === undefined) throw new ResponseTooLargeError(response.status, limit, requestId, op.operationId);
      if (!response.ok)
        return new (apiErrorClass(response.status))(
          response.status,
          errorBody(response, text),
          requestId,
          op.operationId,
          response.headers,
        );
      let data: unknown = text;
      if (!op.accept.startsWith('text/')) {
        try {
          data = text === '' ? undefined : JSON.parse(text);
        } catch (cause) {
          throw new UnexpectedResponseError(response.status, text.slice(0, 200), requestId, op.operationId, { cause });
        }
      }
      if (data instanceof Object) Object.defineProperty(data, 'requestId', { value: requestId });
      return { data, response, requestId };
    },
    options.signal,
    () => {
      clearTimeout(timer);
      // Only a caller's abort stops the request (aborting a finished one would cost a DOMException per call).
      if (options.signal?.aborted) controller.abort();
    },
  );
}

// Failures that happen before a connection exists, so no byte of the request can have reached the server.
const NOT_CONNECTED = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|E(HOST|NET)UNREACH|UND_ERR_CONNECT_TIMEOUT)$/;

type Cause = { code?: string; cause?: Cause; errors?: Cause[]; message?: string } | undefined;

/** Whether the error chain (fetch wraps the socket error in `cause`) says no connection was ever made. */
function neverConnected(cause: Cause, depth = 0): boolean {
  if (!cause || depth > 4) return false;
  // Several addresses tried (happy eyeballs): none connected only if every attempt failed to connect.
  const tried = Array.isArray(cause.errors) && cause.errors.length > 0 ? cause.errors : undefined;
  return (
    NOT_CONNECTED.test(cause.code!) ||
    (tried ? tried.every((error) => neverConnected(error)) : neverConnected(cause.cause, depth + 1))
  );
}

/** The failure's message, and its cause's (fetch's own message is only `fetch failed`). */
function describeCause(cause: Cause): string {
  return `${cause?.message ?? 'request failed'}${cause?.cause?.message ? ` (${cause.cause.message})` : ''}`;
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
