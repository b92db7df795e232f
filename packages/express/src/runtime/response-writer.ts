// Writes a handler result in the content type the contract documents for its status.
import type { ServerResponse } from 'node:http';
import type { CompiledOperation } from './compiled-operation.js';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { HandlerResult } from './types.js';

/** How a body is written: its Content-Type header, and whether it goes as text rather than JSON. */
export interface BodyKind {
  header: string;
  text: boolean;
}

const bodyKind = (type: string): BodyKind => ({ header: `${type}; charset=utf-8`, text: type.startsWith('text/') });
/** What a status without a documented content type is written as. */
const JSON_BODY = bodyKind('application/json');

/** The body kind of each documented status (`compileOperation`), made once: a write builds no header string. */
export function bodyKinds(responses: OperationSpec['responses']): ReadonlyMap<number, BodyKind> {
  const kinds = new Map<number, BodyKind>();
  for (const [status, { contentType }] of Object.entries(responses))
    kinds.set(Number(status), contentType === undefined ? JSON_BODY : bodyKind(contentType));
  return kinds;
}

const bodyKindOf = (operation: CompiledOperation, status: number) => operation.bodyKinds.get(status) ?? JSON_BODY;

/** The JSON text a result's body is written as, or undefined when it is written otherwise (none, plain text). */
export function jsonText(operation: CompiledOperation, result: HandlerResult): string | undefined {
  if (result.body === undefined || bodyKindOf(operation, result.status).text) return undefined;
  return JSON.stringify(result.body);
}

/** @param text the body's JSON text when already made (`jsonText`) */
export function writeResult(
  res: ServerResponse,
  operation: CompiledOperation,
  result: HandlerResult,
  text?: string,
): void {
  res.statusCode = result.status;
  if (result.headers !== undefined)
    for (const name in result.headers) res.setHeader(name, result.headers[name] as string);
  if (result.body === undefined) {
    res.end();
    return;
  }
  const kind = bodyKindOf(operation, result.status);
  res.setHeader('Content-Type', kind.header);
  res.end(kind.text ? String(result.body) : (text ?? JSON.stringify(result.body)));
}
