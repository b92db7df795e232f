// One JSON line per request, written when its answer has gone (or its connection closed): request id, the
// organization it acted for (when authenticated), the operation, status and latency. The routers tell it the
// operation and organization through `note` (their authenticate hook sees both); a request no operation matched
// is logged with its method and path only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { requestIdHeader } from '@ausd/contract-facts/operations';

export interface RequestLog {
  (req: Request, res: Response, next: NextFunction): void;
  /** Records what the router learned about a request: its operation and, once authenticated, its organization. */
  note(req: IncomingMessage, facts: { operation?: string; organizationId?: string }): void;
}

export function requestLog(write: (line: string) => void): RequestLog {
  const facts = new WeakMap<IncomingMessage, { operation?: string; organizationId?: string }>();
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    let written = false;
    const done = (response: ServerResponse) => () => {
      if (written) return;
      written = true;
      const known = facts.get(req) ?? {};
      const requestId = response.getHeader(requestIdHeader);
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          requestId: typeof requestId === 'string' ? requestId : null,
          organizationId: known.organizationId ?? null,
          operation: known.operation ?? null,
          method: req.method,
          path: req.path,
          status: response.headersSent ? response.statusCode : null,
          latencyMs: Number(process.hrtime.bigint() - started) / 1e6,
        })}\n`,
      );
    };
    res.once('finish', done(res));
    res.once('close', done(res));
    next();
  };
  const note: RequestLog['note'] = (req, learned) => {
    facts.set(req, { ...facts.get(req), ...learned });
  };
  return Object.assign(middleware, { note });
}

/**
 * The operator's notice, on the same stream as the request lines, that a sign-up token holds all the organizations
 * its quota allows: the token is named by the first 12 hex digits of its SHA-256 (`printf %s TOKEN | sha256sum`).
 */
export function logQuotaReached(event: { tokenSha256: string; quota: number }): void {
  const line = {
    time: new Date().toISOString(),
    event: 'signup_quota_reached',
    signupToken: event.tokenSha256.slice(0, 12),
    quota: event.quota,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
