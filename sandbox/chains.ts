// What the sandbox knows about each network identifier that the contract does not say: the address format
// a wallet needs there, its CAIP-2 id, whether instant settlement exists there, and whether it is a route
// destination. The identifiers and address formats come from the contract (generated/types.ts): a network added
// to or removed from `NetworkId` fails the type-check until this table covers exactly the contract's.
//
// Sui: its addresses are 32-byte hex, neither EVM nor base58, and `addressFormat` only has `ethereum` and
// `solana`, so no wallet can be registered on `sui` (and no route targets it).

import type { AddressFormat, NetworkId } from '../generated/types.js';

export type { AddressFormat };

export interface ChainFacts {
  /** The address format a wallet must have to register here; null when no format fits. */
  addressFormat: AddressFormat | null;
  /** CAIP-2 identifier used by the metrics endpoints. */
  caip2: string;
  instantSettlement: boolean;
  /** Current route destination (and deposit-instruction chain). */
  routeDestination: boolean;
  /** One of the five chains that are no longer route destinations: their routes are hidden. */
  removedRouteDestination: boolean;
}

const evm = (caip2Reference: number, extra: Partial<ChainFacts> = {}): ChainFacts => ({
  addressFormat: 'ethereum',
  caip2: `eip155:${caip2Reference}`,
  instantSettlement: false,
  routeDestination: false,
  removedRouteDestination: false,
  ...extra,
});

const live = { routeDestination: true } as const;
const removed = { removedRouteDestination: true } as const;

export const chains: Readonly<Record<NetworkId, ChainFacts>> = {
  arbitrum: evm(42161, { ...live, instantSettlement: true }),
  avalanche: evm(43114, { ...live, instantSettlement: true }),
  base: evm(8453, { ...live, instantSettlement: true }),
  'binance-smart-chain': evm(56, removed),
  core: evm(1116, removed),
  ethereum: evm(1, { ...live, instantSettlement: true }),
  fraxtal: evm(252),
  gnosis: evm(100),
  immutable: evm(13371, live),
  injective: evm(1776),
  katana: evm(747474, removed),
  mantle: evm(5000, removed),
  monad: evm(143, live),
  plume: evm(98866, removed),
  'polygon-pos': evm(137, { ...live, instantSettlement: true }),
  solana: {
    addressFormat: 'solana',
    caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    instantSettlement: true,
    routeDestination: true,
    removedRouteDestination: false,
  },
  sui: {
    addressFormat: null,
    caip2: 'sui:mainnet',
    instantSettlement: false,
    routeDestination: false,
    removedRouteDestination: false,
  },
};

export function chainFacts(chain: string): ChainFacts | undefined {
  return Object.hasOwn(chains, chain) ? chains[chain as NetworkId] : undefined;
}

const networkIds = Object.keys(chains) as NetworkId[];

/** Route destinations in alphabetical order: the chains deposit instructions are listed for. */
export const routeDestinations: readonly string[] = networkIds.filter((chain) => chains[chain].routeDestination).sort();

export const removedRouteDestinations: readonly string[] = networkIds
  .filter((chain) => chains[chain].removedRouteDestination)
  .sort();
