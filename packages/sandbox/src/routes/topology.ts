// The route topologies, decided by from.currency and to.currency as the contract's `x-route-rules` lists them,
// with the account kind each pays out to, what a wildcard source accepts, how a sender pays in and the type of
// the transaction a settled transfer records.
import type { RouteTopology as DeclaredTopology } from '@ausd/client/extensions';
import { routeRules } from '@ausd/contract-facts/operations';

type RouteTopology = (typeof routeRules.topologies)[number];

export type Topology = RouteTopology['name'];

const topologyNamed = (name: Topology): RouteTopology => routeRules.topologies.find((t) => t.name === name)!;

export function topologyOf(fromCurrency: string, toCurrency: string): Topology | undefined {
  return routeRules.topologies.find((topology) => topology.from === fromCurrency && topology.to === toCurrency)?.name;
}

/** The currencies of a topology: its source (a wildcard included) and its destination. */
export function currenciesOf(name: Topology): Pick<RouteTopology, 'from' | 'to'> {
  const { from, to } = topologyNamed(name);
  return { from, to };
}

/** The ways a sender may pay in that the vocabulary declares (`x-route-rules` topologies' `paidIn`). */
export type PaidIn = DeclaredTopology['paidIn'];

/** How a sender pays in on a topology: `wire` to the service's bank, or `deposit` on chain. */
export function paidIn(topology: Topology): PaidIn {
  return topologyNamed(topology).paidIn;
}

/** The `type` of the transaction a transfer settled on a topology records. */
export function transactionTypeOf(topology: Topology): RouteTopology['transactionType'] {
  return topologyNamed(topology).transactionType;
}

export function isOnChainDestination(topology: Topology): boolean {
  return topologyNamed(topology).destination === 'wallet';
}

/** Currencies a sender may deposit on chain for a route: what a wildcard accepts, else the source itself. */
export function depositCurrencies(topology: Topology): readonly string[] {
  const declared = topologyNamed(topology);
  return 'accepts' in declared ? declared.accepts : [declared.from];
}
