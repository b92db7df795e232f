// Registration that starts only `mint`, never `instant_settlement`: the sandbox's entitlement is hidden from every
// answer until the wallet requests it, and that request is then granted (the router serves it as a read of the
// account, which shows it pending) instead of being refused as already present.
import type {
  EntitlementType,
  NetworkEntry,
  RequestEntitlementUpdate,
  WalletAccount,
} from '../../../packages/client/src/generated/types.js';
import { operations } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is, pathOf, readBodyAhead, type Json } from './helpers/request.js';
import { everyObject, rewriteJson } from './helpers/response.js';

const TYPE: EntitlementType = 'instant_settlement';
const REQUEST: RequestEntitlementUpdate['operation'] = 'requestEntitlement';
const NETWORKS: keyof WalletAccount = 'networks';

export const instantSettlementNotStarted = defineFault({
  id: 'instant_settlement_not_started',
  detectedBy: 'stateful_instant_settlement',
  writes: true,
  inject: () => {
    const hidden = new Set<string>();
    const key = (id: unknown, chain: unknown) => `${String(id)} ${String(chain)}`;
    return async (req, res) => {
      const registering = is(req, operations.createAccount);
      const accountId = is(req, operations.updateAccount) ? pathOf(req).split('/').at(-1) : undefined;
      if (accountId !== undefined) {
        const body = (await readBodyAhead(req)) as Partial<RequestEntitlementUpdate> | undefined;
        if (body?.operation === REQUEST && body.entitlement === TYPE && hidden.delete(key(accountId, body.network)))
          req.method = 'GET';
      }
      rewriteJson(res, (sent) =>
        everyObject(sent, (o) => {
          if (typeof o.id !== 'string' || !Array.isArray(o[NETWORKS])) return;
          for (const network of o[NETWORKS] as (Json & Partial<NetworkEntry>)[]) {
            const entitlements = Array.isArray(network.entitlements) ? network.entitlements : [];
            if (registering && res.statusCode === 201 && entitlements.some((e) => e.type === TYPE))
              hidden.add(key(o.id, network.chain));
            if (hidden.has(key(o.id, network.chain)))
              network.entitlements = entitlements.filter((e) => e.type !== TYPE);
          }
        }),
      );
    };
  },
});
