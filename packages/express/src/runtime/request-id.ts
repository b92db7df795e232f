// Every response carries the request id (in the header the contract names, `x-request-id-header`): the caller's
// own id when it is a sane token (so logs on both sides correlate), otherwise a fresh UUID. Anything else (control
// characters, huge values) is not echoed back.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The request id of this exchange: the one already answered with, else the caller's or a new one, set on `res`. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, header: string): string {
  const answered = res.getHeader(header);
  if (typeof answered === 'string') return answered;
  const requestId = requestIdFor(req.headers[header.toLowerCase()]);
  if (!res.headersSent) res.setHeader(header, requestId);
  return requestId;
}
