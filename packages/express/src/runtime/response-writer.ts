// Writes a handler result in the content type the contract documents for its status.
import type { ServerResponse } from 'node:http';
import type { CompiledOperation } from './compiled-operation.js';
import type { HandlerResult } from './types.js';

/** The JSON text a result's body is written as, or undefined when it is written otherwise (none, plain text). */
export function jsonText(operation: CompiledOperation, result: HandlerResult): string | undefined {
  if (result.body === undefined) return undefined;
  const contentType = operation.spec.responses[String(result.status)]?.contentType ?? 'application/json';
  return contentType.startsWith('text/') ? undefined : JSON.stringify(result.body);
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
  const contentType = operation.spec.responses[String(result.status)]?.contentType ?? 'application/json';
  if (contentType.startsWith('text/')) {
    res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
    res.end(String(result.body));
    return;
  }
  res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
  res.end(text ?? JSON.stringify(result.body));
}
