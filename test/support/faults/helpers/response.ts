// How the faults change an answer: on its JSON as the wire would carry it, so no object of the sandbox is touched.
import type { ServerResponse } from 'node:http';
import type { HandlerResult } from '../../../../packages/express/src/runtime/types.js';
import type { Json } from './request.js';

/** The answer with its body rewritten on a copy of it as sent (text bodies stay as they are). */
export function rewriteBody(result: HandlerResult, change: (body: unknown) => unknown): HandlerResult {
  if (result.body === undefined || typeof result.body === 'string') return result;
  return { ...result, body: change(JSON.parse(JSON.stringify(result.body))) };
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

/** Intercepts the response's `setHeader`, to drop or relabel a header the router sets. */
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
