// An edge limiter that throttles every 150th request but was configured without its Retry-After header.
import type { ErrorCode } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { operationOfRequest } from './helpers/request.js';
import { answer, errorBody } from './helpers/response.js';

export const rateLimitWithoutRetryAfter = defineFault({
  id: 'rate_limit_without_retry_after',
  detectedBy: 'retry_after_on_429',
  inject: () => {
    let seen = 0;
    return (req, res) => {
      // Counted among the operations that document a 429, answered with the operation's own code.
      const code = operationOfRequest(req)?.responses['429']?.codes[0];
      if (code === undefined) return;
      seen += 1;
      if (seen % 150 === 0) answer(res, 429, errorBody(code as ErrorCode));
    };
  },
});
