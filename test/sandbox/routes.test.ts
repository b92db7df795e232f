import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
const create = (body: unknown, token = s.primary) => s.client.request('POST', '/v0/routes', { token, body });

// The documented canonical form and namespace (sandbox/routes/route-id.ts), re-derived here independently.
const NAMESPACE = '9b1f2c52-5e47-4d0b-8f3a-6c2d7e8a1b40';
function expectedRouteId(from: string, to: string, chain: string | null, accountId: string): string {
  const name = `ausd-route/v1 from.currency=${from} to.currency=${to} to.chain=${chain ?? '-'} to.accountId=${accountId}`;
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

const ROUTE_CHAINS = ['arbitrum', 'avalanche', 'base', 'ethereum', 'immutable', 'monad', 'polygon-pos', 'solana'];
const REMOVED = ['binance-smart-chain', 'core', 'katana', 'mantle', 'plume'];
let wallet: string; // a fresh EVM wallet on base, arbitrum and ethereum
let solanaWallet: string;
let bank: string;
const accounts: Record<string, any> = {};

beforeAll(async () => {
  for (const account of await s.client.all('/v0/accounts', s.primary)) accounts[account.name] = account;
  const w = await s.client.request('POST', '/v0/accounts', {
    token: s.primary,
    body: { kind: 'wallet', address: `0x${'12'.repeat(20)}`, networks: ['base', 'arbitrum', 'ethereum'] },
  });
  wallet = w.body.id;
  const sol = await s.client.request('POST', '/v0/accounts', {
    token: s.primary,
    body: { kind: 'wallet', address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', networks: ['solana'] },
  });
  solanaWallet = sol.body.id;
  const b = await s.client.request('POST', '/v0/accounts', {
    token: s.primary,
    body: {
      kind: 'bank',
      accountNumber: 'ROUTE000001',
      routingNumber: '111000025',
      bankName: 'Routes Bank',
      beneficiary: 'Route Tester',
    },
  });
  bank = b.body.id;
});

describe('route topologies and instructions', () => {
  it('mint from fiat: one wire instruction with memo, beneficiary and bank details', async () => {
    const reply = await create({
      from: { currency: 'usd' },
      to: { currency: 'ausd', chain: 'base', accountId: wallet },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      from: { currency: 'usd' },
      to: { currency: 'ausd', chain: 'base', accountId: wallet },
      name: null,
    });
    expect(reply.body.instructions).toHaveLength(1);
    const [wire] = reply.body.instructions;
    for (const field of ['memo', 'beneficiary', 'accountNumber', 'bankName', 'routingNumber'])
      expect(wire[field], field).toEqual(expect.any(String));
    expect(wire.memo.length).toBeGreaterThan(0);
  });

  for (const [from, to, chain, currencies] of [
    ['ausd', 'usd', null, ['ausd']],
    ['stablecoin', 'ausd', 'arbitrum', ['usdc']],
    ['ausd', 'usdc', 'ethereum', ['ausd']],
  ] as const) {
    it(`${from} → ${to}: one deposit address per route chain, alphabetical, supportedCurrencies ${currencies}`, async () => {
      const reply = await create({
        from: { currency: from },
        to: { currency: to, ...(chain ? { chain } : {}), accountId: chain ? wallet : bank },
        name: `${from} to ${to}`,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.name).toBe(`${from} to ${to}`);
      const instructions = reply.body.instructions as any[];
      expect(instructions.map((i) => i.chain)).toEqual(ROUTE_CHAINS);
      for (const instruction of instructions) {
        expect(instruction.supportedCurrencies).toEqual(currencies);
        expect(instruction.depositAddress).toMatch(
          instruction.chain === 'solana' ? /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ : /^0x[0-9a-fA-F]{40}$/,
        );
      }
    });
  }
});

describe('route ids and duplicates', () => {
  it('derives the id from the documented canonical form and 409s the same inputs with context.routeId', async () => {
    const body = { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'solana', accountId: solanaWallet } };
    const first = await create(body);
    expect(first.body.id).toBe(expectedRouteId('usd', 'ausd', 'solana', solanaWallet));
    const again = await create({ ...body, name: 'a different label' });
    expectError(again, 409, 'route_already_exists');
    expect(again.body.context.routeId).toBe(first.body.id);
    expect((await s.client.request('GET', `/v0/routes/${first.body.id}`, { token: s.primary })).body).toEqual(
      first.body,
    );
  });
});

describe('route validation', () => {
  it('chain_unsupported for the five removed destinations and for chains that are not destinations', async () => {
    for (const chain of [...REMOVED, 'sui', 'fraxtal', 'not-a-chain']) {
      expectError(
        await create({ from: { currency: 'usd' }, to: { currency: 'ausd', chain, accountId: wallet } }),
        400,
        'chain_unsupported',
      );
    }
  });

  const destination = (currency: string) =>
    currency === 'usd' ? { currency, accountId: bank } : { currency, chain: 'base', accountId: wallet };

  it('direction_unsupported for pairs of supported currencies that are not a topology', async () => {
    for (const [from, to] of [
      ['usd', 'usd'],
      ['ausd', 'ausd'],
      ['stablecoin', 'usdc'],
      ['usd', 'usdc'],
      ['stablecoin', 'usd'],
    ]) {
      expectError(await create({ from: { currency: from }, to: destination(to!) }), 400, 'direction_unsupported');
    }
  });

  it('currency_unsupported for usdc as a source, whatever the destination', async () => {
    for (const to of ['ausd', 'usd', 'usdc']) {
      const reply = await create({ from: { currency: 'usdc' }, to: destination(to) });
      expectError(reply, 400, 'currency_unsupported');
      expect(reply.body.message).toContain('usdc');
    }
  });

  it('currency_unsupported for currencies that are not known, and for the stablecoin wildcard as a destination', async () => {
    for (const [from, to] of [
      ['eur', 'ausd'],
      ['USD', 'ausd'],
      ['ausd', 'eur'],
      ['usd', 'stablecoin'],
      ['eur', 'eur'],
    ]) {
      const reply = await create({ from: { currency: from }, to: destination(to!) });
      expectError(reply, 400, 'currency_unsupported');
    }
  });

  it('parameter_invalid, naming the field, for a currency that is not a non-empty string', async () => {
    const bodies = [
      [{ from: { currency: '' }, to: destination('ausd') }, 'from.currency'],
      [{ from: { currency: 'usd' }, to: { ...destination('ausd'), currency: 978 } }, 'to.currency'],
    ] as const;
    for (const [body, field] of bodies) {
      const reply = await create(body);
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toContain(field);
    }
  });

  it('404 for an unknown destination account, 400 for the wrong kind, 403 when the wallet is not eligible on the chain', async () => {
    expectError(
      await create({
        from: { currency: 'usd' },
        to: { currency: 'ausd', chain: 'base', accountId: '00000000-0000-4000-8000-000000000001' },
      }),
      404,
      'account_not_found',
    );
    expectError(
      await create({ from: { currency: 'ausd' }, to: { currency: 'usd', accountId: wallet } }),
      400,
      'parameter_invalid',
    );
    expectError(
      await create({ from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'monad', accountId: wallet } }),
      403,
      'account_not_eligible',
    );
    // The seeded "Flagged" wallet's mint on base was rejected.
    expectError(
      await create({
        from: { currency: 'usd' },
        to: { currency: 'ausd', chain: 'base', accountId: accounts.Flagged.id },
      }),
      403,
      'account_not_eligible',
    );
  });
});

describe('route listing', () => {
  it('omits routes to removed chains and reads them as not found', async () => {
    const routes = await s.client.all('/v0/routes?limit=2', s.primary);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes.some((r) => REMOVED.includes(r.to.chain))).toBe(false);
    const hidden = expectedRouteId('usd', 'ausd', 'mantle', accounts.Legacy.id);
    expectError(await s.client.request('GET', `/v0/routes/${hidden}`, { token: s.primary }), 404, 'route_not_found');
    for (let i = 1; i < routes.length; i++) {
      const [a, b] = [routes[i - 1], routes[i]];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
  });

  it('covers all four topologies in the seeded data', async () => {
    const routes = await s.client.all('/v0/routes', s.primary);
    const pairs = new Set(routes.map((r) => `${r.from.currency}>${r.to.currency}`));
    expect([...pairs].sort()).toEqual(['ausd>usd', 'ausd>usdc', 'stablecoin>ausd', 'usd>ausd']);
  });

  it('filters by fromCurrency, toCurrency, toChain and toAccountId', async () => {
    const stablecoin = await s.client.all('/v0/routes?fromCurrency=stablecoin', s.primary);
    expect(stablecoin.length).toBeGreaterThan(0);
    expect(stablecoin.every((r) => r.from.currency === 'stablecoin')).toBe(true);
    const toUsdc = await s.client.all('/v0/routes?toCurrency=usdc', s.primary);
    expect(toUsdc.length).toBeGreaterThan(0);
    expect(toUsdc.every((r) => r.to.currency === 'usdc')).toBe(true);
    const onChains = await s.client.all('/v0/routes?toChain=base,solana', s.primary);
    expect(onChains.length).toBeGreaterThan(0);
    expect(onChains.every((r) => r.to.chain === 'base' || r.to.chain === 'solana')).toBe(true);
    const toBank = await s.client.all(`/v0/routes?toAccountId=${bank}`, s.primary);
    expect(toBank.map((r) => r.to.accountId)).toEqual([bank]);
    expect(
      (await s.client.request('GET', `/v0/routes?toAccountId=${bank}&toChain=base`, { token: s.primary })).body.data,
    ).toEqual([]);
    expect(
      (
        await s.client.request('GET', '/v0/routes?toAccountId=00000000-0000-4000-8000-000000000002', {
          token: s.primary,
        })
      ).body.data,
    ).toEqual([]);
  });
});
