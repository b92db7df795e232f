// Fresh identities for the journey, so a second run against the same deployment creates new resources.
import { randomBytes, randomInt } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const evmAddress = (): string => `0x${randomBytes(20).toString('hex')}`;

/** A base58 encoding of 32 random bytes: the shape of a Solana public key. */
export function solanaAddress(): string {
  let value = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)]! + out;
    value /= 58n;
  }
  return out.padStart(43, '1');
}

export const accountNumber = (): string => Array.from({ length: 12 }, () => randomInt(10)).join('');

/** A registration example made unique: new address or account number, the run's name. */
export function uniqueRegistration(example: Record<string, unknown>, name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...example, name };
  if (typeof body.address === 'string') body.address = /^0x/i.test(body.address) ? evmAddress() : solanaAddress();
  if (typeof body.accountNumber === 'string') body.accountNumber = accountNumber();
  return body;
}
