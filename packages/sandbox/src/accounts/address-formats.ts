// How the sandbox makes, stores and shows an address of each format the contract names (`AddressFormat`): one
// table, so a format added to the contract fails the type-check here until the sandbox can do all three.
import { createHash } from 'node:crypto';
import type { AddressFormat } from '@ausd/client/types';
import { addressText, type AddressText } from '@ausd/contract-model/encoding/address-text';
import { toChecksumAddress } from '@ausd/contract-model/encoding/eip55';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export type { AddressFormat };

export interface AddressRules {
  /** A seeded wallet's address: how many random bytes it takes, and its stored text. */
  seeded: AddressText;
  /** An address derived from a name (deposit addresses, the faucet): the same name gives the same address. */
  derived: (name: string) => string;
  /** The format's word in the names deposit addresses derive from (unchanged, so a route's addresses never change). */
  depositWord: string;
  /** The stored address as the API shows it. */
  shown: (stored: string) => string;
}

export const addressRules = {
  ethereum: {
    seeded: addressText.ethereum,
    derived: (name) => toChecksumAddress(addressText.ethereum.text(keccak_256(utf8ToBytes(name)).subarray(12))),
    shown: toChecksumAddress,
    depositWord: 'evm',
  },
  solana: {
    seeded: addressText.solana,
    derived: (name) => addressText.solana.text(createHash('sha256').update(name).digest()),
    shown: (stored) => stored,
    depositWord: 'solana',
  },
} satisfies Record<AddressFormat, AddressRules>;
