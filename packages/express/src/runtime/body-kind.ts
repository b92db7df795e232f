// How a response body is written, per documented status: made once per operation (compiled-operation.ts) and read
// by each write (response-writer.ts) and each response check (response-check.ts).
import type { OperationSpec } from '@ausd/contract-facts/operation';

/** How a body is written: its Content-Type header, and whether it goes as text rather than JSON. */
export interface BodyKind {
  header: string;
  text: boolean;
}

const bodyKind = (type: string): BodyKind => ({ header: `${type}; charset=utf-8`, text: type.startsWith('text/') });
/** What a status without a documented content type is written as. */
export const JSON_BODY = bodyKind('application/json');

/** The body kind of each documented status (`compileOperation`), made once: a write builds no header string. */
export function bodyKinds(responses: OperationSpec['responses']): ReadonlyMap<number, BodyKind> {
  const kinds = new Map<number, BodyKind>();
  for (const [status, { contentType }] of Object.entries(responses))
    kinds.set(Number(status), contentType === undefined ? JSON_BODY : bodyKind(contentType));
  return kinds;
}
