// Every session served as the first caller's: one tenant sees another's data.
import { defineFault } from './helpers/fault.js';
import type { Principal } from '../../../packages/sandbox/src/auth/authenticate.js';

export const tenantLeak = defineFault({
  id: 'tenant_leak',
  detectedBy: 'tenant_isolation',
  inject: () => {
    let first: Principal | undefined;
    return {
      beforeHandler: (context) => {
        if (context.operation.credential !== 'session' || context.principal === undefined) return;
        first ??= context.principal;
        context.principal = first;
      },
    };
  },
});
