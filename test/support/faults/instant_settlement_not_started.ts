// Registration that starts only `mint`, never `instant_settlement`: the sandbox's entitlement is hidden from every
// answer until the wallet requests it, and that request is then granted (answered with the account as last seen,
// the entitlement pending) instead of being refused as already present.
import type {
  EntitlementType,
  NetworkEntry,
  RequestEntitlementUpdate,
  WalletAccount,
} from '../../../packages/client/src/generated/types.js';
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import type { Json } from './helpers/request.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const TYPE: EntitlementType = 'instant_settlement';
const REQUEST: RequestEntitlementUpdate['operation'] = 'requestEntitlement';
const NETWORKS: keyof WalletAccount = 'networks';

export const instantSettlementNotStarted = defineFault({
  id: 'instant_settlement_not_started',
  detectedBy: 'stateful_instant_settlement',
  writes: true,
  inject: () => {
    const hidden = new Set<string>();
    /** Each account as the sandbox last answered it, the entitlement not hidden. */
    const accounts = new Map<string, Json>();
    const key = (id: unknown, chain: unknown) => `${String(id)} ${String(chain)}`;
    return {
      onResult: (context, result) => {
        const request = context.input?.body as Partial<RequestEntitlementUpdate> | undefined;
        const accountId = context.input?.params.accountId;
        if (
          context.operation === operations.updateAccount &&
          request?.operation === REQUEST &&
          request.entitlement === TYPE &&
          hidden.delete(key(accountId, request.network))
        )
          return { status: 200, body: accounts.get(String(accountId)) };
        const registering = context.operation === operations.createAccount && result.status === 201;
        return rewriteBody(result, (body) =>
          everyObject(body, (o) => {
            if (typeof o.id !== 'string' || !Array.isArray(o[NETWORKS])) return;
            accounts.set(o.id, JSON.parse(JSON.stringify(o)) as Json);
            for (const network of o[NETWORKS] as (Json & Partial<NetworkEntry>)[]) {
              const entitlements = Array.isArray(network.entitlements) ? network.entitlements : [];
              if (registering && entitlements.some((e) => e.type === TYPE)) hidden.add(key(o.id, network.chain));
              if (hidden.has(key(o.id, network.chain)))
                network.entitlements = entitlements.filter((e) => e.type !== TYPE);
            }
          }),
        );
      },
    };
  },
});
