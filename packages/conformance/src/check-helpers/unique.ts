// Fresh identities for the journey, so a second run against the same deployment creates new resources.
import { randomBytes, randomInt } from 'node:crypto';
import type { AddressFormat } from '@ausd/client/types';
import { addressText } from '@ausd/contract-model/encoding/address-text';
import { contractEnums, schemaChoices } from '@ausd/contract-facts/operations';
import { schemaValidators } from '@ausd/contract-facts/validators';

/**
 * A fresh address of a format the contract names: random bytes, as many as an address holds (a Solana key's leading
 * zero bytes included, as the format counts them).
 */
const freshAddress = (format: AddressFormat): string =>
  addressText[format].text(randomBytes(addressText[format].bytes));

export const evmAddress = (): string => freshAddress('ethereum');
export const solanaAddress = (): string => freshAddress('solana');

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
  if (format !== undefined) body.address = freshAddress(format);
  if (typeof body.accountNumber === 'string') body.accountNumber = accountNumber();
  return body;
}
