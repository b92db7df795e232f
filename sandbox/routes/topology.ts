// The four route topologies, decided by from.currency, to.currency and whether the destination is on chain.

export type Topology = 'mint_from_fiat' | 'redeem_to_fiat' | 'mint_from_stablecoin' | 'redeem_to_tokens';

/** What the `stablecoin` wildcard accepts today. */
export const ACCEPTED_STABLECOINS: readonly string[] = ['usdc'];

export function topologyOf(fromCurrency: string, toCurrency: string): Topology | undefined {
  if (fromCurrency === 'usd' && toCurrency === 'ausd') return 'mint_from_fiat';
  if (fromCurrency === 'ausd' && toCurrency === 'usd') return 'redeem_to_fiat';
  if (fromCurrency === 'stablecoin' && toCurrency === 'ausd') return 'mint_from_stablecoin';
  if (fromCurrency === 'ausd' && toCurrency === 'usdc') return 'redeem_to_tokens';
  return undefined;
}

export function isOnChainDestination(topology: Topology): boolean {
  return topology !== 'redeem_to_fiat';
}

/** Currencies a sender may deposit on chain for a route: the stablecoins for the wildcard, else the source itself. */
export function depositCurrencies(topology: Topology): readonly string[] {
  return topology === 'mint_from_stablecoin' ? ACCEPTED_STABLECOINS : ['ausd'];
}
