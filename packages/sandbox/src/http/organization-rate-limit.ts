// Per-organization rate limit, as a stage of both routers (after authentication): one sliding window per
// organization, counted where every replica sees it (store/request-window.ts), so N replicas admit the figure once,
// not N times. Over the limit: 429 rate_limit_exceeded with Retry-After in whole seconds until a request would pass.
// Real time, not the test clock.
import type { StageAnswer } from '@ausd/express';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Stage } from '@ausd/express/internal';
import type { Principal } from '../auth/authenticate.js';
import type { Store } from '../store/open-store.js';
import { requestWindow } from '../store/request-window.js';
import { limitMessage } from './limit-message.js';
import type { RateLimit } from '../store/request-window.js';

/** A stage of either router: both documents catalogue `rate_limit_exceeded`. */
export function organizationRateLimitStage(
  db: Store,
  limit: RateLimit,
): Stage<Principal, OperationSpec, 'rate_limit_exceeded'> {
  const window = requestWindow(db, limit);
  const message = limitMessage('organization', limit);
  return {
    name: 'organization-rate-limit',
    async beforeHandler(context): Promise<StageAnswer> {
      const organizationId = context.principal?.organizationId;
      if (organizationId === undefined) return undefined;
      const taken = await window.take(organizationId);
      if (taken.taken) return undefined;
      const answer = context.error('rate_limit_exceeded', undefined, message);
      const retryAfter = Math.max(1, Math.ceil(taken.waitMs / 1000));
      return { ...answer, headers: { ...answer.headers, 'Retry-After': String(retryAfter) } };
    },
  };
}
