// address_encoding: EVM addresses come EIP-55 checksummed.
import { describe, expect, it } from 'vitest';
import { addressEncoding } from '../address_encoding.js';
import { positiveAccepted } from '../positive_accepted.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('address_encoding', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listAccounts'], checks: [addressEncoding.name] })),
    ).toEqual([['listAccounts', 'passed']]);
  });

  it('fails on lowercase EVM addresses (lowercase_evm_address)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'lowercase_evm_address',
      operations: ['listAccounts'],
      checks: [addressEncoding.name],
    });
    expect(statuses(outcomes)).toEqual([['listAccounts', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^\/data\/3\/address: 0x[0-9a-fA-F]{40} is not EIP-55 checksummed \(0x[0-9a-fA-F]{40}\); \/data\/4\/address: 0x[0-9a-fA-F]{40} is not EIP-55 checksummed \(0x[0-9a-fA-F]{40}\); \/data\/7\/address: 0x[0-9a-fA-F]{40} is not EIP-55 checksummed \(0x[0-9a-fA-F]{40}\)$/,
    );
  });
});

describe('address_encoding on crafted answers', () => {
  const inspect = (json: unknown) =>
    addressEncoding.inspect(
      {
        spec: { operationId: 'listAccounts', method: 'get', path: '/accounts', credential: 'session' },
        url: 'http://127.0.0.1/accounts',
        response: { status: 200, headers: {}, text: JSON.stringify(json), json },
      },
      undefined,
      {} as never,
    );

  it("refuses a wallet address that is not one of its addressFormat's schema (base58 letters, not 32 bytes)", () => {
    const address = '1'.repeat(40);
    expect(inspect({ data: [{ kind: 'wallet', addressFormat: 'solana', address }] })).toEqual({
      message: `/data/0/address: ${address} is not an address of format solana (SolanaAddress)`,
      where: '/data/0/address',
    });
  });

  it('accepts a Solana address of 32 bytes', () => {
    const address = '11111111111111111111111111111111';
    expect(inspect({ data: [{ kind: 'wallet', addressFormat: 'solana', address }] })).toBe(true);
  });
});
