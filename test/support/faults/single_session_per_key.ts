// A session store holding one token per key: a new exchange silently invalidates the previous token.
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { coreReasons } from '../../../packages/express/src/runtime/types.js';
import { errorRoles } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { presentedBearer } from './helpers/request.js';
import { issuedToken } from './helpers/response.js';

export const singleSessionPerKey = defineFault({
  id: 'single_session_per_key',
  detectedBy: 'session_reexchange',
  inject: () => {
    const latest = new Map<string, string>();
    const superseded = new Set<string>();
    return {
      beforeHandler: (context) => {
        const presented = presentedBearer(context.raw.req);
        if (presented === undefined || !superseded.has(presented)) return;
        return context.error(errorRoles.unauthenticated, { reason: coreReasons.invalidToken });
      },
      onResult: (context, result) => {
        const key = presentedBearer(context.raw.req);
        const token = issuedToken(result.body);
        if (context.operation !== operations.exchangeApiKey || result.status >= 300 || !key || !token) return result;
        const previous = latest.get(key);
        if (previous) superseded.add(previous);
        latest.set(key, token);
        return result;
      },
    };
  },
});
