// Reads and parses a request body ourselves (no body-parser in front): the content type must be the one the
// contract declares, in UTF-8 (declared or not), the size is capped before buffering, and every failure is a
// verdict, never a throw.
import type { IncomingMessage } from 'node:http';
import type { Awaitable } from './awaitable.js';
import type { Issue } from './types.js';

export type BodyVerdict =
  | {
      ok: true;
      value: unknown;
      /** No string or key of the value can hold a lone UTF-16 surrogate: its text escapes none. */
      wellFormed: boolean;
    }
  | { ok: false; status: 400; issue: Issue }
  | { ok: false; status: 413; limit: number };

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The `charset` parameter of a Content-Type, lowercased and unquoted; undefined when there is none. */
function charsetOf(header: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(header ?? '');
  return match === null ? undefined : (match[1] ?? match[2] ?? '').toLowerCase();
}

const UTF8 = new Set(['utf-8', 'utf8']);
/**
 * A JSON escape of a UTF-16 surrogate (`\ud800` to `\udfff`): strict UTF-8 text holds no lone surrogate itself, so
 * a text without one parses to well-formed strings only.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function mediaType(header: string | undefined): string {
  if (header === undefined) return '';
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}

type Collected = Buffer | 'too_large' | 'aborted';

/** `verdict` on the body once it has arrived, or on why it did not. */
function collect<T>(req: IncomingMessage, limit: number, verdict: (raw: Collected) => T): Promise<T> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Collected): void => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onClose);
      resolve(verdict(result));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish('too_large');
      } else chunks.push(chunk);
    };
    const onEnd = (): void => finish(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    const onAbort = (): void => finish('aborted');
    // The caller hung up before the body was complete.
    const onClose = (): void => {
      if (!req.complete) finish('aborted');
    };
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onClose);
  });
}

/** The verdict at once when the headers decide it, else once the body has arrived. */
export function readBody(
  req: IncomingMessage & { body?: unknown },
  declared: { contentType: string; required: boolean },
  limit: number,
): Awaitable<BodyVerdict | 'aborted'> {
  // A body parser mounted in front already consumed the stream; take its result as is.
  if (req.readableEnded) return { ok: true, value: req.body, wellFormed: false };
  if (!hasBody(req)) {
    return declared.required
      ? { ok: false, status: 400, issue: { field: 'body', message: 'is required' } }
      : { ok: true, value: undefined, wellFormed: true };
  }
  if (Number(req.headers['content-length']) > limit) return { ok: false, status: 413, limit };
  if (mediaType(req.headers['content-type']) !== declared.contentType) {
    return { ok: false, status: 400, issue: { field: 'Content-Type', message: `must be ${declared.contentType}` } };
  }
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && !UTF8.has(charset)) {
    return {
      ok: false,
      status: 400,
      issue: { field: 'body', message: `must be UTF-8; charset=${charset.slice(0, 40)} is not accepted` },
    };
  }
  return collect(req, limit, (raw) => parsed(raw, declared, limit));
}

function parsed(raw: Collected, declared: { required: boolean }, limit: number): BodyVerdict | 'aborted' {
  if (raw === 'aborted') return raw;
  if (raw === 'too_large') return { ok: false, status: 413, limit };
  let text: string;
  try {
    // Never rewritten: a byte sequence that is not UTF-8 is refused rather than stored as U+FFFD.
    text = strictUtf8.decode(raw);
  } catch {
    return { ok: false, status: 400, issue: { field: 'body', message: 'is not valid UTF-8' } };
  }
  if (text.trim() === '') {
    return declared.required
      ? { ok: false, status: 400, issue: { field: 'body', message: 'is required' } }
      : { ok: true, value: undefined, wellFormed: true };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown, wellFormed: !SURROGATE_ESCAPE.test(text) };
  } catch {
    return { ok: false, status: 400, issue: { field: 'body', message: 'is not well-formed JSON' } };
  }
}
