// An edge limiter that throttles every 150th request but was configured without its Retry-After header.
import type { ErrorCode } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';

export const rateLimitWithoutRetryAfter = defineFault({
  id: 'rate_limit_without_retry_after',
  detectedBy: 'retry_after_on_429',
  inject: () => {
    let seen = 0;
    return {
      beforeHandler: (context) => {
        // Counted among the operations that document a 429, answered with the operation's own code.
        const code = (context.operation.responses as Record<string, { codes: readonly string[] } | undefined>)['429']
          ?.codes[0];
        if (code === undefined) return;
        seen += 1;
        return seen % 150 === 0 ? context.error(code as ErrorCode) : undefined;
      },
    };
  },
});
