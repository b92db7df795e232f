// Writes a handler result in the content type the contract documents for its status.
import type { ServerResponse } from 'node:http';
import type { CompiledOperation } from './compiled-operation.js';
import type { HandlerResult } from './types.js';

export function writeResult(res: ServerResponse, operation: CompiledOperation, result: HandlerResult): void {
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
  res.end(JSON.stringify(result.body));
}
