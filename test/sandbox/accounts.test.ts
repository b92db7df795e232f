import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';
import { contractEnums } from '../../packages/contract-facts/src/generated/operations.js';
import { schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';

const s = useSandbox();
const post = (body: unknown, token = s.primary) => s.client.request('POST', '/v0/accounts', { token, body });
const put = (id: string, body: unknown) => s.client.request('PUT', `/v0/accounts/${id}`, { token: s.primary, body });

// Distinct, valid addresses per test so registrations never collide.
const evm = (n: number) => `0x${n.toString(16).padStart(40, 'a')}`;
const SOLANA = 'So11111111111111111111111111111111111111112';

describe('wallet registration', () => {
  it('takes EVM hex in any case, stores it lowercase and answers EIP-55', async () => {
    const reply = await post({
      kind: 'wallet',
      address: '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
      networks: ['ethereum'],
      name: 'Vector',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      kind: 'wallet',
      addressFormat: 'ethereum',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      name: 'Vector',
    });
    const again = await post({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['base'],
    });
    expectError(again, 409, 'account_already_exists');
    expect((await s.client.request('GET', `/v0/accounts/${reply.body.id}`, { token: s.primary })).body).toEqual(
      reply.body,
    );
  });

  it('keeps Solana addresses verbatim', async () => {
    const reply = await post({ kind: 'wallet', address: SOLANA, networks: ['solana'] });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ address: SOLANA, addressFormat: 'solana', name: '' });
  });

  it('starts mint conditionally approved and instant settlement pending where supported; nothing approved', async () => {
    const reply = await post({ kind: 'wallet', address: evm(1), networks: ['ethereum', 'monad'] });
    expect(reply.body.networks).toEqual([
      {
        chain: 'ethereum',
        entitlements: [
          { type: 'instant_settlement', status: 'pending_approval' },
          { type: 'mint', status: 'conditionally_approved' },
        ],
      },
      { chain: 'monad', entitlements: [{ type: 'mint', status: 'conditionally_approved' }] },
    ]);
  });

  it("rejects networks incompatible with the address format, including sui for both formats, by the contract's schema", async () => {
    for (const [address, network, allowed] of [
      [evm(2), 'solana', contractEnums.EvmNetworkId],
      [SOLANA, 'ethereum', contractEnums.SolanaNetworkId],
      [evm(2), 'sui', contractEnums.EvmNetworkId],
      ['3vZ67CGoRYJuT76fyVsHAeY4hT7Uv7NKaBxWSY2VUa2J', 'sui', contractEnums.SolanaNetworkId],
    ] as const) {
      const body = { kind: 'wallet', address, networks: [network] };
      // What the sandbox refuses, the request schema refuses too: generated data is valid data.
      expect(schemaValidators.WalletRegistration(body), `${address} on ${network}`).toBe(false);
      const reply = await post(body);
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues).toContainEqual(
        expect.objectContaining({ field: 'networks.0', message: `must be one of: ${allowed.join(', ')}` }),
      );
    }
    // And what the schema accepts, the sandbox registers.
    for (const [address, network] of [
      [evm(91), 'base'],
      ['4vZ67CGoRYJuT76fyVsHAeY4hT7Uv7NKaBxWSY2VUa2J', 'solana'],
    ] as const) {
      const body = { kind: 'wallet', address, networks: [network] };
      expect(schemaValidators.WalletRegistration(body)).toBe(true);
      expect((await post(body)).status).toBe(201);
    }
  });

  it('the networks of each address format are NetworkId but sui, each list bounded by its count', async () => {
    const { EvmNetworkId, SolanaNetworkId, NetworkId } = contractEnums;
    expect([...EvmNetworkId, ...SolanaNetworkId, 'sui'].sort()).toEqual([...NetworkId].sort());
    const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
      components: {
        schemas: Record<string, { allOf: { then: { properties: { networks: { maxItems: number } } } }[] }>;
      };
    };
    const bounds = contract.components.schemas.WalletRegistration!.allOf.map(
      (b) => b.then.properties.networks.maxItems,
    );
    expect(bounds).toEqual([EvmNetworkId.length, SolanaNetworkId.length]);
  });

  it('rejects an address that is neither EVM nor Solana', async () => {
    expectError(await post({ kind: 'wallet', address: '0x1234', networks: ['ethereum'] }), 400, 'parameter_invalid');
  });
});

describe('bank registration', () => {
  it('ignores embedded spaces, returns the numbers in full and rejects the same identity twice', async () => {
    const body = {
      kind: 'bank',
      accountNumber: '0001 2345 6789',
      routingNumber: '0210 0002 1',
      bankName: 'Bank',
      beneficiary: 'Acme Inc',
      name: 'Ops',
    };
    const reply = await post(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      kind: 'bank',
      currency: 'usd',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      name: 'Ops',
    });
    expectError(await post(body), 409, 'account_already_exists');
    // A different beneficiary is a different account identity.
    expect((await post({ ...body, beneficiary: 'Acme Ltd' })).status).toBe(201);
  });
});

describe('account updates', () => {
  it('setName renames', async () => {
    const { body } = await post({ kind: 'wallet', address: evm(3), networks: ['base'] });
    const reply = await put(body.id, { operation: 'setName', name: 'Renamed' });
    expect(reply.status).toBe(200);
    expect(reply.body.name).toBe('Renamed');
  });

  it('addNetwork starts a conditionally approved mint there and 409s on a network already held', async () => {
    const { body } = await post({ kind: 'wallet', address: evm(4), networks: ['base'] });
    const reply = await put(body.id, { operation: 'addNetwork', network: 'arbitrum' });
    expect(reply.body.networks[1]).toEqual({
      chain: 'arbitrum',
      entitlements: [{ type: 'mint', status: 'conditionally_approved' }],
    });
    expectError(await put(body.id, { operation: 'addNetwork', network: 'base' }), 409, 'account_already_exists');
    expectError(await put(body.id, { operation: 'addNetwork', network: 'solana' }), 400, 'parameter_invalid');
  });

  it('requestEntitlement moves instant_settlement to pending_approval, once, where offered', async () => {
    const { body } = await post({ kind: 'wallet', address: evm(5), networks: ['base'] });
    await put(body.id, { operation: 'addNetwork', network: 'avalanche' });
    const reply = await put(body.id, {
      operation: 'requestEntitlement',
      network: 'avalanche',
      entitlement: 'instant_settlement',
    });
    expect(reply.body.networks[1].entitlements).toContainEqual({
      type: 'instant_settlement',
      status: 'pending_approval',
    });
    const twice = await put(body.id, {
      operation: 'requestEntitlement',
      network: 'avalanche',
      entitlement: 'instant_settlement',
    });
    expectError(twice, 400, 'entitlement_not_requestable');
    expect(twice.body.context.issues.length).toBeGreaterThan(0);
    await put(body.id, { operation: 'addNetwork', network: 'monad' });
    expectError(
      await put(body.id, { operation: 'requestEntitlement', network: 'monad', entitlement: 'instant_settlement' }),
      400,
      'entitlement_not_requestable',
    );
    expectError(
      await put(body.id, { operation: 'requestEntitlement', network: 'ethereum', entitlement: 'instant_settlement' }),
      400,
      'entitlement_not_requestable',
    );
  });

  it('an unknown id is 404 account_not_found', async () => {
    expectError(
      await put('00000000-0000-4000-8000-000000000000', { operation: 'setName', name: 'x' }),
      404,
      'account_not_found',
    );
  });
});

describe('account listing', () => {
  it('lists newest first, ties broken by id, across cursor pages without gaps or repeats', async () => {
    const all = await s.client.all('/v0/accounts?limit=3', s.primary);
    const everything = (await s.client.request('GET', '/v0/accounts?limit=200', { token: s.primary })).body.data;
    expect(all.map((a) => a.id)).toEqual(everything.map((a: any) => a.id));
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) {
      const [prev, next] = [all[i - 1], all[i]];
      expect(prev.createdAt > next.createdAt || (prev.createdAt === next.createdAt && prev.id > next.id)).toBe(true);
    }
    expect(all.some((a, i) => i > 0 && all[i - 1].createdAt === a.createdAt)).toBe(true);
  });

  it('filters by kind, network and createdAt', async () => {
    const banks = await s.client.all('/v0/accounts?kind=bank', s.primary);
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((a) => a.kind === 'bank')).toBe(true);
    const onChains = await s.client.all('/v0/accounts?network=solana,monad', s.primary);
    expect(onChains.length).toBeGreaterThan(0);
    expect(onChains.every((a) => a.networks.some((n: any) => n.chain === 'solana' || n.chain === 'monad'))).toBe(true);
    expect(
      (await s.client.request('GET', '/v0/accounts?network=ethereum&kind=bank', { token: s.primary })).body.data,
    ).toEqual([]);
    const seeded = await s.client.all('/v0/accounts?createdAt.lt=2026-01-01T00:00:00Z', s.primary);
    const recent = await s.client.all('/v0/accounts?createdAt.gte=2026-01-01T00:00:00%2B00:00', s.primary);
    expect(seeded.length).toBeGreaterThan(0);
    expect(recent.length).toBeGreaterThan(0);
    expect(seeded.every((a) => a.createdAt < '2026-01-01')).toBe(true);
    expect(recent.every((a) => a.createdAt >= '2026-01-01')).toBe(true);
  });

  it('rejects a cursor it did not issue', async () => {
    const reply = await s.client.request('GET', '/v0/accounts?cursor=bm9wZQ', { token: s.primary });
    expectError(reply, 400, 'parameter_invalid');
    expect(reply.body.context.issues[0].field).toBe('cursor');
  });
});
