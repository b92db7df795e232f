// The write journey registers fresh identities on every run; each must be one the contract accepts, or a run fails
// by chance (a hand-padded base58 text once decoded to 31 bytes about one time in three hundred).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { base58Encode } from '../../packages/contract-model/src/encoding/base58.js';
import { evmAddress, solanaAddress, uniqueRegistration } from '../../packages/conformance/src/check-helpers/unique.js';

describe('the journey’s fresh identities', () => {
  it('encode every 32-byte key, leading zero bytes included, as a contract solana-address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(31), (bytes, zeros) => {
        bytes.fill(0, 0, zeros);
        expect(schemaValidators.SolanaAddress(base58Encode(bytes))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('are valid addresses on every draw', () => {
    for (let draw = 0; draw < 2000; draw++) {
      expect(schemaValidators.SolanaAddress(solanaAddress())).toBe(true);
      expect(schemaValidators.EvmAddress(evmAddress())).toBe(true);
    }
    const wallet = uniqueRegistration({ kind: 'wallet', address: 'So11111111111111111111111111111111111111112' }, 'n');
    expect(schemaValidators.SolanaAddress(wallet.address)).toBe(true);
  });
});
