import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { base58Encode } from '../../packages/contract-model/src/encoding/base58.js';
import { toChecksumAddress } from '../../packages/contract-model/src/encoding/eip55.js';
import { uuidV5 } from '../../packages/sandbox/src/crypto/uuid-v5.js';

describe('EIP-55', () => {
  it('checksums the vectors of the EIP from any case', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    }
  });
});

describe('base58 and UUID v5', () => {
  it('encodes 32-byte keys as addresses of the contract format solana-address', () => {
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe('112');
    for (const name of ['k', 'l', 'm']) {
      expect(schemaValidators.SolanaAddress(base58Encode(createHash('sha256').update(name).digest()))).toBe(true);
    }
    expect(schemaValidators.SolanaAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(schemaValidators.SolanaAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it('derives the RFC 9562 example name-based UUID', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
