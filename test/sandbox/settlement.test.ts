import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
const accounts: Record<string, any> = {};
const routes: Record<string, any> = {};

const post = (path: string, body: unknown) => s.client.request('POST', path, { token: s.primary, body });
const simulate = (routeId: string, body: unknown) => post(`/sandbox/routes/${routeId}/inbound-transfers`, body);
const transaction = async (id: string) =>
  (await s.client.request('GET', `/v0/transactions/${id}`, { token: s.primary })).body;
const transactionIds = async () =>
  new Set((await s.client.all('/v0/transactions?limit=200', s.primary)).map((t) => t.id));

async function wallet(address: string, network: string): Promise<string> {
  return (await post('/v0/accounts', { kind: 'wallet', address, networks: [network] })).body.id;
}

beforeAll(async () => {
  for (const account of await s.client.all('/v0/accounts', s.primary)) accounts[account.name] = account;
  for (const route of await s.client.all('/v0/routes', s.primary)) if (route.name) routes[route.name] = route;
});

describe('simulated inbound transfers', () => {
  it('a wire carrying the memo from a verified bank settles a mint to the route destination, instant where whitelisted', async () => {
    const route = routes['Treasury mint'];
    const bank = accounts['Operating account'];
    const reply = await simulate(route.id, {
      amount: '1250.5',
      sender: { accountNumber: bank.accountNumber, routingNumber: bank.routingNumber, beneficiary: bank.beneficiary },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('settled');
    const txn = await transaction(reply.body.transactionId);
    expect(txn).toMatchObject({ type: 'mint', status: 'settled', isInstantSettlement: true, legCount: 2 });
    expect(txn.source).toMatchObject({
      kind: 'bank',
      accountNumber: bank.accountNumber,
      amounts: [{ amount: '1250.500000', currency: 'usd' }],
    });
    expect(txn.recipient).toMatchObject({
      kind: 'wallet',
      accountId: route.to.accountId,
      chain: 'ethereum',
      amounts: [{ amount: '1250.500000', currency: 'ausd' }],
    });
    expect(txn.legs.map((l: any) => [l.direction, l.detail.type])).toEqual([
      ['TO_AGORA', 'wire'],
      ['FROM_AGORA', 'token'],
    ]);
    const first = (await s.client.request('GET', '/v0/transactions?limit=1', { token: s.primary })).body.data[0];
    expect(first.id).toBe(txn.id);
  });

  it('a deposit on a redeem-to-tokens route settles a standard redeem in usdc', async () => {
    const route = routes['Token redemptions'];
    const reply = await simulate(route.id, { amount: '10', chain: 'solana' });
    expect(reply.body.status).toBe('settled');
    const txn = await transaction(reply.body.transactionId);
    expect(txn).toMatchObject({ type: 'redeem', isInstantSettlement: false });
    expect(txn.source).toMatchObject({
      kind: 'wallet',
      chain: 'solana',
      amounts: [{ amount: '10.000000', currency: 'ausd' }],
    });
    expect(txn.recipient).toMatchObject({
      kind: 'wallet',
      chain: 'arbitrum',
      accountId: route.to.accountId,
      amounts: [{ amount: '10.000000', currency: 'usdc' }],
    });
  });

  it('a wire from an unregistered bank account is held until that account is registered', async () => {
    const before = await transactionIds();
    const sender = { accountNumber: 'HELD00000001', routingNumber: '026009593', beneficiary: 'Late Registrant' };
    const reply = await simulate(routes['Treasury mint'].id, { amount: '99', sender });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ status: 'held', reason: 'bank_account_unregistered' });
    expect(await transactionIds()).toEqual(before);
    await post('/v0/accounts', { kind: 'bank', bankName: 'Late Bank', ...sender });
    const after = [...(await transactionIds())].filter((id) => !before.has(id));
    expect(after).toHaveLength(1);
    expect((await transaction(after[0]!)).source.accountNumber).toBe(sender.accountNumber);
  });

  it('a redeem to an unverified bank account is held until the account is verified', async () => {
    const route = routes['Held payouts'];
    const reply = await simulate(route.id, { amount: '5', chain: 'base' });
    expect(reply.body).toMatchObject({ status: 'held', reason: 'bank_account_unverified' });
    const verified = await post(`/sandbox/accounts/${route.to.accountId}/verification`, {});
    expect(verified.body.transactionIds).toHaveLength(1);
    const txn = await transaction(verified.body.transactionIds[0]);
    expect(txn).toMatchObject({
      type: 'redeem',
      recipient: { kind: 'bank', amounts: [{ amount: '5.000000', currency: 'usd' }] },
    });
  });

  it('a conditionally approved wallet holds the mint until the secondary scan clears, then settles it', async () => {
    const id = await wallet(`0x${'c1'.repeat(20)}`, 'base');
    const route = (
      await post('/v0/routes', {
        from: { currency: 'stablecoin' },
        to: { currency: 'ausd', chain: 'base', accountId: id },
      })
    ).body;
    const held = await simulate(route.id, { amount: '42', chain: 'base', currency: 'usdc' });
    expect(held.body).toMatchObject({ status: 'held', reason: 'secondary_scan_pending' });
    const review = await post(`/sandbox/accounts/${id}/entitlement-reviews`, {
      network: 'base',
      type: 'mint',
      outcome: 'approved',
    });
    expect(review.body).toMatchObject({ previousStatus: 'conditionally_approved', status: 'approved' });
    expect(review.body.transactionIds).toHaveLength(1);
    const txn = await transaction(review.body.transactionIds[0]);
    expect(txn).toMatchObject({
      type: 'mint',
      recipient: { accountId: id, chain: 'base', amounts: [{ amount: '42.000000', currency: 'ausd' }] },
    });
    const account = (await s.client.request('GET', `/v0/accounts/${id}`, { token: s.primary })).body;
    expect(account.networks[0].entitlements).toContainEqual({ type: 'mint', status: 'approved' });
  });

  it('a failed secondary scan rejects the entitlement and returns the funds to the sender', async () => {
    const id = await wallet(`0x${'c2'.repeat(20)}`, 'base');
    const route = (
      await post('/v0/routes', {
        from: { currency: 'stablecoin' },
        to: { currency: 'ausd', chain: 'base', accountId: id },
      })
    ).body;
    await simulate(route.id, { amount: '7', chain: 'ethereum' });
    const review = await post(`/sandbox/accounts/${id}/entitlement-reviews`, {
      network: 'base',
      type: 'mint',
      outcome: 'rejected',
    });
    const txn = await transaction(review.body.transactionIds[0]);
    expect(txn).toMatchObject({
      type: 'return',
      isInstantSettlement: false,
      source: { name: 'Agora' },
      recipient: { chain: 'ethereum', amounts: [{ amount: '7.000000', currency: 'usdc' }] },
    });
    expect(txn.legs.map((l: any) => l.direction)).toEqual(['TO_AGORA', 'FROM_AGORA']);
    // Later transfers on the same route are returned at once; no new route may target the wallet there.
    expect((await simulate(route.id, { amount: '1', chain: 'base' })).body.status).toBe('returned');
    expectError(
      await post('/v0/routes', { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'base', accountId: id } }),
      403,
      'account_not_eligible',
    );
  });

  it('service-side review decides pending_approval entitlements; nothing else is reviewable', async () => {
    const treasury = accounts.Treasury;
    const review = await post(`/sandbox/accounts/${treasury.id}/entitlement-reviews`, {
      network: 'arbitrum',
      type: 'instant_settlement',
      outcome: 'approved',
    });
    expect(review.body.status).toBe('approved');
    expectError(
      await post(`/sandbox/accounts/${treasury.id}/entitlement-reviews`, {
        network: 'arbitrum',
        type: 'instant_settlement',
        outcome: 'rejected',
      }),
      400,
      'parameter_invalid',
    );
  });

  it('rejects malformed simulations in the error shape', async () => {
    const route = routes['USDC conversions'];
    for (const body of [
      { amount: '-1', chain: 'base' },
      { amount: '1.1234567', chain: 'base' },
      { amount: '1', chain: 'mantle' },
      { amount: '1', chain: 'base', currency: 'ausd' },
      { amount: '1' },
    ]) {
      expectError(await simulate(route.id, body), 400, 'parameter_invalid');
    }
    expectError(
      await s.client.request('POST', `/sandbox/routes/${route.id}/inbound-transfers`, {
        body: { amount: '1', chain: 'base' },
      }),
      401,
      'unauthorized',
    );
    const malformed = await fetch(`${s.client.url}/sandbox/clock/advance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.primary}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('parameter_invalid');
    expectError(await s.client.request('GET', '/sandbox/nothing-here', { token: s.primary }), 404, 'not_found');
  });
});
