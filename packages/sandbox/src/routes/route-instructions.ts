// A route's settlement instructions: one wire instruction (memo plus the service's bank details) for a fiat
// source, or one reusable deposit address per route-destination chain, alphabetical, for an on-chain source.
// Deposit addresses derive from the route id, so they never change; EVM chains share one address.
import { createHash } from 'node:crypto';
import type { DepositInstruction, WireInstruction } from '../core/api-types.js';
import { addressRules } from '../accounts/address-formats.js';
import { addressFormatOn, routeDestinations } from '../core/chains.js';
import { serviceBank } from './service-bank.js';
import { depositCurrencies, paidIn, type PaidIn, type Topology } from './topology.js';

export function wireMemo(routeId: string): string {
  return `AUSD${createHash('sha256').update(routeId).digest('hex').slice(0, 16).toUpperCase()}`;
}

const derived = new Map<string, string>();

/** The service's address for a route on `chain`: a chain the service sends or receives on has a wallet format. */
export function depositAddress(routeId: string, chain: string): string {
  const format = addressFormatOn(chain)!;
  const name = `deposit ${routeId} ${addressRules[format].depositWord}`;
  let address = derived.get(name);
  if (address === undefined) {
    address = addressRules[format].derived(name);
    derived.set(name, address);
  }
  return address;
}

/** One reusable deposit address per route-destination chain, alphabetical (removed chains never listed). */
export function depositInstructions(routeId: string, topology: Topology): DepositInstruction[] {
  const supportedCurrencies = depositCurrencies(topology);
  return routeDestinations.map((chain) => ({
    chain,
    depositAddress: depositAddress(routeId, chain),
    supportedCurrencies: [...supportedCurrencies],
  }));
}

/** A route's instructions for each way of paying in the vocabulary declares (a way added there fails here). */
const instructions = {
  wire: (_routeId, _topology, memo) => [{ memo, ...serviceBank }],
  deposit: (routeId, topology) => depositInstructions(routeId, topology),
} satisfies Record<
  PaidIn,
  (routeId: string, topology: Topology, memo: string) => Array<WireInstruction | DepositInstruction>
>;

export function routeInstructions(
  routeId: string,
  topology: Topology,
  memo: string,
): Array<WireInstruction | DepositInstruction> {
  return instructions[paidIn(topology)](routeId, topology, memo);
}
