// A wallet address of each format the contract names (`AddressFormat`) made from bytes: an EVM address is 20 bytes in
// 0x-prefixed lowercase hex, a Solana public key 32 bytes in base58. The sandbox seeds addresses and the runner makes
// fresh ones with it; a format added to the contract fails the type-check here until it says how.
import type { AddressFormat } from '@ausd/client/types';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58Encode } from './base58.js';

export interface AddressText {
  /** How many bytes an address of the format holds. */
  bytes: number;
  /** The address written from that many bytes. */
  text: (bytes: Uint8Array) => string;
}

export const addressText: Record<AddressFormat, AddressText> = {
  ethereum: { bytes: 20, text: (bytes) => `0x${bytesToHex(bytes)}` },
  solana: { bytes: 32, text: base58Encode },
};
