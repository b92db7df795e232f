// The route topologies, decided by from.currency and to.currency as the contract's `x-route-rules` lists them.
import { routeRules } from '../../generated/operations.js';

export type Topology = (typeof routeRules.topologies)[number]['name'];

/** What the `stablecoin` wildcard accepts today. */
export const ACCEPTED_STABLECOINS: readonly string[] = ['usdc'];

export function topologyOf(fromCurrency: string, toCurrency: string): Topology | undefined {
  return routeRules.topologies.find((topology) => topology.from === fromCurrency && topology.to === toCurrency)?.name;
}

export function isOnChainDestination(topology: Topology): boolean {
  return topology !== 'redeem_to_fiat';
}

/** Currencies a sender may deposit on chain for a route: the stablecoins for the wildcard, else the source itself. */
export function depositCurrencies(topology: Topology): readonly string[] {
  return topology === 'mint_from_stablecoin' ? ACCEPTED_STABLECOINS : ['ausd'];
}
