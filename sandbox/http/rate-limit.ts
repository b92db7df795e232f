// Per-IP rate limiting "at the edge": a fixed window per client address, applied to every request
// (authenticated or not) before anything else runs. Over the limit: 429 rate_limit_exceeded with
// Retry-After in whole seconds until the window resets. Real time, not the test clock.
import type { NextFunction, Request, Response } from 'express';
import { requestIdHeader } from '../../generated/operations.js';
import { assignRequestId } from '../../runtime/middleware/request-id.js';
import { ApiProblem } from '../problem.js';
import { sendProblem } from './error-results.js';

export interface RateLimit {
  /** Requests allowed per client address per window. */
  requests: number;
  windowSeconds: number;
}

export function rateLimiter(limit: RateLimit): (req: Request, res: Response, next: NextFunction) => void {
  const windowMs = limit.windowSeconds * 1000;
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (req, res, next) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now - ((now - windowStart) % windowMs);
      counts = new Map();
    }
    const client = req.socket.remoteAddress ?? 'unknown';
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    if (count <= limit.requests) return next();
    assignRequestId(req, res, requestIdHeader);
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    sendProblem(
      res,
      new ApiProblem(
        'rate_limit_exceeded',
        `More than ${limit.requests} requests in ${limit.windowSeconds} s from this address.`,
      ),
      {
        'Retry-After': String(retryAfter),
      },
    );
  };
}
