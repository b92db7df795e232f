// Fresh identities for the journey, so a second run against the same deployment creates new resources.
import { randomBytes, randomInt } from 'node:crypto';
import { base58Encode } from '@ausd/contract-model/encoding/base58';

export const evmAddress = (): string => `0x${randomBytes(20).toString('hex')}`;

/** 32 random bytes in base58: a Solana public key (leading zero bytes included, as the format counts them). */
export const solanaAddress = (): string => base58Encode(randomBytes(32));

export const accountNumber = (): string => Array.from({ length: 12 }, () => randomInt(10)).join('');

/** A registration example made unique: new address or account number, the run's name. */
export function uniqueRegistration(example: Record<string, unknown>, name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...example, name };
  if (typeof body.address === 'string') body.address = /^0x/i.test(body.address) ? evmAddress() : solanaAddress();
  if (typeof body.accountNumber === 'string') body.accountNumber = accountNumber();
  return body;
}
