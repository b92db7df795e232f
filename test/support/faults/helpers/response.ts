// How the faults answer or change an answer: in the contract's error shape, or by rewriting the JSON the router
// writes (packages/sandbox/src/http/rewrite-json.ts).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  errorCatalog,
  errorDocsUrl,
  requestIdHeader,
  type ErrorCode,
} from '../../../../packages/express/src/generated/operations.js';
import type { Json } from './request.js';

export { rewriteJson } from '../../../../packages/sandbox/src/http/rewrite-json.js';

/** An error body of the contract's shape for this code, with its catalogue message unless another is given. */
export const errorBody = (code: ErrorCode, context?: Json, message?: string): Json => ({
  code,
  message: message ?? errorCatalog[code].description,
  docs_url: errorDocsUrl(code),
  ...(context ? { context } : {}),
});

/** Answers at once with a JSON body and a fresh request id (unless `headers` leave it out). */
export function answer(res: ServerResponse, status: number, body: Json, headers = { [requestIdHeader]: randomUUID() }) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Applies `change` to every object in a JSON tree. */
export function everyObject(node: unknown, change: (object: Json) => void): unknown {
  if (Array.isArray(node)) node.forEach((item) => everyObject(item, change));
  else if (node && typeof node === 'object') {
    change(node as Json);
    Object.values(node).forEach((value) => everyObject(value, change));
  }
  return node;
}

/** The session token of a token exchange's answer (its one string field). */
export const issuedToken = (body: unknown): string | undefined =>
  Object.values((body ?? {}) as Json).find((v): v is string => typeof v === 'string');

/** Intercepts the response's `setHeader`, e.g. to drop or relabel a header. */
export function onSetHeader(
  res: ServerResponse,
  set: (name: string, value: number | string | readonly string[], setHeader: ServerResponse['setHeader']) => unknown,
): void {
  const setHeader = res.setHeader.bind(res) as ServerResponse['setHeader'];
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    set(name, value, setHeader);
    return res;
  }) as ServerResponse['setHeader'];
}
