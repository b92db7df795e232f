// Per-IP rate limiting "at the edge": a fixed window per client address, applied to every request
// (authenticated or not) before anything else runs. Over the limit: 429 rate_limit_exceeded with
// Retry-After in whole seconds until the window resets. Real time, not the test clock. A request held open on
// purpose (a simulated delay) keeps its place in every window it waits through, so an address holds at most
// as many such requests as its limit lets it send.
import type { NextFunction, Request, Response } from 'express';
import { requestIdHeader } from '@ausd/contract-facts/operations';
import { assignRequestId } from '@ausd/express/internal';
import { ApiProblem } from '../core/problem.js';
import { sendProblem } from './error-results.js';
import type { RateLimit } from '../store/request-window.js';
import { limitMessage } from './limit-message.js';

export interface RateLimiter {
  (req: Request, res: Response, next: NextFunction): void;
  /** Counts a request of `address` in every window until the returned release is called. */
  hold(address: string): () => void;
}

export function rateLimiter(limit: RateLimit): RateLimiter {
  const windowMs = limit.windowSeconds * 1000;
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  const held = new Map<string, number>();
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now - ((now - windowStart) % windowMs);
      counts = new Map(held);
    }
    const client = req.socket.remoteAddress ?? 'unknown';
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    if (count <= limit.requests) return next();
    assignRequestId(req, res, requestIdHeader);
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    sendProblem(res, new ApiProblem('rate_limit_exceeded', limitMessage('address', limit)), {
      'Retry-After': String(retryAfter),
    });
  };
  const hold = (address: string) => {
    held.set(address, (held.get(address) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (held.get(address) ?? 1) - 1;
      if (left === 0) held.delete(address);
      else held.set(address, left);
    };
  };
  return Object.assign(middleware, { hold });
}
