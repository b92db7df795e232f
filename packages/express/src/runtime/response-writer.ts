// Writes a handler result in the content type the contract documents for its status.
import type { ServerResponse } from 'node:http';
import type { CompiledOperation } from './compiled-operation.js';
import { JSON_BODY } from './body-kind.js';
import type { HandlerResult } from './types.js';

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
