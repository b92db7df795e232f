// Per-key rate limiting, as a stage of the API router (after authentication): a fixed window per API key, so one
// key's burst cannot use up its organization's neighbours' share of the process. Over the limit: 429
// rate_limit_exceeded with Retry-After in whole seconds until the window resets. Real time, per process: every
// replica counts its own requests (a request costs no database write), so N replicas admit up to N times the figure.
import type { ApiStage, StageAnswer } from '@ausd/express';
import type { Principal } from '../auth/authenticate.js';
import { limitMessage } from './limit-message.js';
import type { RateLimit } from '../store/request-window.js';

export function keyRateLimitStage(limit: RateLimit): ApiStage<Principal> {
  const windowMs = limit.windowSeconds * 1000;
  let windowStart = Date.now();
  // Cleared every window, so it holds at most the keys seen in one window.
  let counts = new Map<string, number>();
  return {
    name: 'key-rate-limit',
    beforeHandler(context): StageAnswer {
      const keyId = context.principal?.apiKeyId;
      if (keyId === undefined) return undefined;
      const now = Date.now();
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(keyId) ?? 0) + 1;
      counts.set(keyId, count);
      if (count <= limit.requests) return undefined;
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      const answer = context.error('rate_limit_exceeded', undefined, limitMessage('key', limit));
      return { ...answer, headers: { ...answer.headers, 'Retry-After': String(retryAfter) } };
    },
  };
}
