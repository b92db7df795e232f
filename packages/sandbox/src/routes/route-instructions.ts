// A route's settlement instructions: one wire instruction (memo plus the service's bank details) for a fiat
// source, or one reusable deposit address per route-destination chain, alphabetical, for an on-chain source.
// Deposit addresses derive from the route id, so they never change; EVM chains share one address.
import { createHash } from 'node:crypto';
import type { DepositInstruction, WireInstruction } from '../api-types.js';
import { chainFacts, routeDestinations } from '../chains.js';
import { base58Encode } from '@ausd/contract-model/encoding/base58';
import { toChecksumAddress } from '@ausd/contract-model/encoding/eip55';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { serviceBank } from './service-bank.js';
import { depositCurrencies, paidIn, type Topology } from './topology.js';

export function wireMemo(routeId: string): string {
  return `AUSD${createHash('sha256').update(routeId).digest('hex').slice(0, 16).toUpperCase()}`;
}

const derived = new Map<string, string>();

export function depositAddress(routeId: string, chain: string): string {
  const format = chainFacts(chain)?.addressFormat === 'solana' ? 'solana' : 'evm';
  const name = `deposit ${routeId} ${format}`;
  let address = derived.get(name);
  if (address === undefined) {
    address =
      format === 'solana'
        ? base58Encode(createHash('sha256').update(name).digest())
        : toChecksumAddress(`0x${bytesToHex(keccak_256(utf8ToBytes(name)).subarray(12))}`);
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

export function routeInstructions(
  routeId: string,
  topology: Topology,
  memo: string,
): Array<WireInstruction | DepositInstruction> {
  return paidIn(topology) === 'wire' ? [{ memo, ...serviceBank }] : depositInstructions(routeId, topology);
}
