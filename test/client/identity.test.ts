// The identity rules of `x-identity`, as both the sandbox (storing) and accounts.ensure (finding) apply them.
import { describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { canonicalIdentity, identityRules } from '../../packages/client/src/runtime/identity.js';

describe('identity rules', () => {
  it('compares EVM hex without case, leaves any other address verbatim', () => {
    const evm = `0x${'aB'.repeat(20)}`;
    expect(canonicalIdentity('evm-hex-case-insensitive', evm)).toBe(evm.toLowerCase());
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
    expect(canonicalIdentity('evm-hex-case-insensitive', solana)).toBe(solana);
  });

  it('ignores embedded spaces where declared, and nothing else', () => {
    expect(canonicalIdentity('spaces-ignored', '0001 2345 6789')).toBe('000123456789');
    expect(canonicalIdentity('exact', 'Ada  Lovelace')).toBe('Ada  Lovelace');
  });

  it('every rule the contract declares is one the runtime implements', () => {
    const declared = Object.values(operations.createAccount.identity);
    expect(declared.length).toBeGreaterThan(0);
    for (const rule of declared) expect(identityRules).toContain(rule);
  });
});
