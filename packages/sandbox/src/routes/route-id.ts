// Route ids are UUID v5 (SHA-1, RFC 9562) of the route's canonical form in a fixed namespace:
//
//   ausd-route/v1 from.currency=<from.currency> to.currency=<to.currency> to.chain=<to.chain or -> to.accountId=<to.accountId>
//
// with currencies and chain as sent (they are lowercase enum values) and the account id in lowercase. The
// optional `name` is a label, not an input, so it does not change the id.
import { uuidV5 } from '../crypto/uuid-v5.js';

export const ROUTE_ID_NAMESPACE = '9b1f2c52-5e47-4d0b-8f3a-6c2d7e8a1b40';

export interface RouteInputs {
  fromCurrency: string;
  toCurrency: string;
  toChain: string | null;
  toAccountId: string;
}

export function canonicalRouteForm(inputs: RouteInputs): string {
  return [
    'ausd-route/v1',
    `from.currency=${inputs.fromCurrency}`,
    `to.currency=${inputs.toCurrency}`,
    `to.chain=${inputs.toChain ?? '-'}`,
    `to.accountId=${inputs.toAccountId.toLowerCase()}`,
  ].join(' ');
}

export function routeId(inputs: RouteInputs): string {
  return uuidV5(canonicalRouteForm(inputs), ROUTE_ID_NAMESPACE);
}
