// Every response carries `Request-Id`: the caller's own id when it is a sane token (so logs on both sides
// correlate), otherwise a fresh UUID. Anything else (control characters, huge values) is not echoed back.
import { randomUUID } from 'node:crypto';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}
