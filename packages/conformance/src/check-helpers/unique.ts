// Fresh identities for the journey, so a second run against the same deployment creates new resources.
import { randomBytes, randomInt } from 'node:crypto';
import type { AddressFormat } from '@ausd/client/types';
import { base58Encode } from '@ausd/contract-model/encoding/base58';
import { contractEnums, schemaChoices } from '@ausd/express/operations';
import { schemaValidators } from '@ausd/express/validators';

/** A fresh address of each format the contract names: a format added there fails the type-check here. */
const freshAddresses = {
  ethereum: () => `0x${randomBytes(20).toString('hex')}`,
  /** 32 random bytes in base58: a Solana public key (leading zero bytes included, as the format counts them). */
  solana: () => base58Encode(randomBytes(32)),
} satisfies Record<AddressFormat, () => string>;

export const evmAddress = freshAddresses.ethereum;
export const solanaAddress = freshAddresses.solana;

/** The format whose address schema (WalletAccount's if/then) `address` meets. */
const formatOf = (address: string): AddressFormat | undefined =>
  contractEnums.AddressFormat.find((format) =>
    schemaValidators[schemaChoices.WalletAccount.addressFormat[format].address](address),
  );

export const accountNumber = (): string => Array.from({ length: 12 }, () => randomInt(10)).join('');

/** A registration example made unique: a new address of the example's format or account number, the run's name. */
export function uniqueRegistration(example: Record<string, unknown>, name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...example, name };
  const format = typeof body.address === 'string' ? formatOf(body.address) : undefined;
  if (format !== undefined) body.address = freshAddresses[format]();
  if (typeof body.accountNumber === 'string') body.accountNumber = accountNumber();
  return body;
}
