// What the sandbox knows about each network identifier that the contract does not say: the address format
// a wallet needs there, its CAIP-2 id, whether instant settlement exists there, and whether routes went there.
// The identifiers and address formats come from the contract (generated/types.ts): a network added to or removed
// from `NetworkId` fails the type-check until this table covers exactly the contract's. Which destinations are
// removed is the contract's `x-removed-destination-chains`: they are no route destination, and their routes hidden.
//
// The address format a wallet needs on each network is the contract's too: WalletRegistration's `if`/`then` pairs
// each address schema with the networks it registers on (`EvmNetworkId`, `SolanaNetworkId`). No format covers
// `sui`, so no wallet can be registered there (and no route targets it).

import { contractEnums, removedDestinationChains, schemaChoices } from '@ausd/contract-facts/operations';
import { schemaValidators } from '@ausd/contract-facts/validators';
import type { AddressFormat, NetworkId } from '@ausd/client/types';

export type { AddressFormat };

export interface ChainFacts {
  /** The address format a wallet must have to register here; null when no format fits. */
  addressFormat: AddressFormat | null;
  /** CAIP-2 identifier used by the metrics endpoints. */
  caip2: string;
  instantSettlement: boolean;
  /** Routes go, or went, to this chain (unless the contract removed it, a deposit-instruction chain). */
  routeDestination: boolean;
}

/** The address format whose wallets register on `chain` by the contract's WalletRegistration, else null. */
function contractAddressFormat(chain: NetworkId): AddressFormat | null {
  const registrations = schemaChoices.WalletRegistration.address;
  return (
    contractEnums.AddressFormat.find((format) => {
      const address = schemaChoices.WalletAccount.addressFormat[format].address;
      return schemaValidators[registrations[address]['networks[]']](chain);
    }) ?? null
  );
}

const evm = (caip2Reference: number, extra: Partial<ChainFacts> = {}): Omit<ChainFacts, 'addressFormat'> => ({
  caip2: `eip155:${caip2Reference}`,
  instantSettlement: false,
  routeDestination: false,
  ...extra,
});

const destination = { routeDestination: true } as const;

const facts: Readonly<Record<NetworkId, Omit<ChainFacts, 'addressFormat'>>> = {
  arbitrum: evm(42161, { ...destination, instantSettlement: true }),
  avalanche: evm(43114, { ...destination, instantSettlement: true }),
  base: evm(8453, { ...destination, instantSettlement: true }),
  'binance-smart-chain': evm(56, destination),
  core: evm(1116, destination),
  ethereum: evm(1, { ...destination, instantSettlement: true }),
  fraxtal: evm(252),
  gnosis: evm(100),
  immutable: evm(13371, destination),
  injective: evm(1776),
  katana: evm(747474, destination),
  mantle: evm(5000, destination),
  monad: evm(143, destination),
  plume: evm(98866, destination),
  'polygon-pos': evm(137, { ...destination, instantSettlement: true }),
  solana: {
    caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    instantSettlement: true,
    routeDestination: true,
  },
  sui: {
    caip2: 'sui:mainnet',
    instantSettlement: false,
    routeDestination: false,
  },
};

export const chains: Readonly<Record<NetworkId, ChainFacts>> = Object.fromEntries(
  Object.entries(facts).map(([chain, known]) => [
    chain,
    { ...known, addressFormat: contractAddressFormat(chain as NetworkId) },
  ]),
) as Record<NetworkId, ChainFacts>;

export function chainFacts(chain: string): ChainFacts | undefined {
  return Object.hasOwn(chains, chain) ? chains[chain as NetworkId] : undefined;
}

/**
 * The address format of a wallet on `chain` (null where none fits). A chain the table does not know is a retired
 * one reported by its raw `eip155:` id: an EVM chain, with the format of `ethereum`.
 */
export function addressFormatOn(chain: string): AddressFormat | null {
  const facts = chainFacts(chain);
  return facts === undefined ? chains.ethereum.addressFormat : facts.addressFormat;
}

const networkIds = Object.keys(chains) as NetworkId[];

/** The destinations the contract has removed (`x-removed-destination-chains`): their routes are stored, never shown. */
export const removedRouteDestinations: readonly string[] = removedDestinationChains;

/** Whether a route may go to `chain` now: a destination the contract has not removed. */
export const isRouteDestination = (chain: string): boolean =>
  chainFacts(chain)?.routeDestination === true && !removedRouteDestinations.includes(chain);

/** Route destinations in alphabetical order: the chains deposit instructions are listed for. */
export const routeDestinations: readonly string[] = networkIds.filter(isRouteDestination).sort();

/** Networks the stablecoin is issued on though no route goes there. */
const issuedWithoutRoutes: readonly NetworkId[] = ['sui'];

/** The networks the metrics report a supply for: the route destinations, then those issued without routes. */
export const supplyChains: readonly string[] = [...routeDestinations, ...issuedWithoutRoutes];
