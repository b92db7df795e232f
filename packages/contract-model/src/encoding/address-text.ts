// A wallet address of each format the contract names (`AddressFormat`) made from bytes: an EVM address is 20 bytes in
// 0x-prefixed lowercase hex, a Solana public key 32 bytes in base58. The sandbox seeds addresses and the runner makes
// fresh ones with it. A format added to the contract fails the type-check until it says how
// (test/contract-model/runtime-vocabulary.typecheck.ts ties the keys to `AddressFormat`).
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58Encode } from './base58.js';

export interface AddressText {
  /** How many bytes an address of the format holds. */
  bytes: number;
  /** The address written from that many bytes. */
  text: (bytes: Uint8Array) => string;
}

export const addressText = {
  ethereum: { bytes: 20, text: (bytes) => `0x${bytesToHex(bytes)}` },
  solana: { bytes: 32, text: (bytes) => base58Encode(bytes) },
} as const satisfies Record<string, AddressText>;
