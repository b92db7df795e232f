import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
let primary: { account: any; route: any; transaction: any };

beforeAll(async () => {
  const get = async (path: string) => (await s.client.request('GET', path, { token: s.primary })).body.data[0];
  primary = {
    account: await get('/v0/accounts'),
    route: await get('/v0/routes'),
    transaction: await get('/v0/transactions'),
  };
});

describe('tenancy', () => {
  it("another organization's ids read as not found, with each resource's code", async () => {
    const as = (path: string) => s.client.request('GET', path, { token: s.other });
    expectError(await as(`/v0/accounts/${primary.account.id}`), 404, 'account_not_found');
    expectError(await as(`/v0/routes/${primary.route.id}`), 404, 'route_not_found');
    expectError(await as(`/v0/transactions/${primary.transaction.id}`), 404, 'transaction_not_found');
    const update = await s.client.request('PUT', `/v0/accounts/${primary.account.id}`, {
      token: s.other,
      body: { operation: 'setName', name: 'mine now' },
    });
    expectError(update, 404, 'account_not_found');
  });

  it('lists never contain the other organization’s data', async () => {
    for (const list of ['accounts', 'routes', 'transactions']) {
      const mine = new Set((await s.client.all(`/v0/${list}?limit=200`, s.primary)).map((item) => item.id));
      const theirs = await s.client.all(`/v0/${list}?limit=200`, s.other);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((item) => mine.has(item.id))).toEqual([]);
    }
  });

  it("routes cannot target another organization's account, and filtering by it is an empty page", async () => {
    const wallet = (await s.client.all('/v0/accounts?kind=wallet', s.primary)).find((a) => a.name === 'Treasury');
    const reply = await s.client.request('POST', '/v0/routes', {
      token: s.other,
      body: { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'ethereum', accountId: wallet.id } },
    });
    expectError(reply, 404, 'account_not_found');
    expect((await s.client.request('GET', `/v0/routes?toAccountId=${wallet.id}`, { token: s.other })).body).toEqual({
      data: [],
      nextCursor: null,
    });
  });

  it("test helpers refuse another organization's routes and accounts", async () => {
    const transfer = await s.client.request('POST', `/sandbox/routes/${primary.route.id}/inbound-transfers`, {
      token: s.other,
      body: { amount: '1', chain: 'base' },
    });
    expectError(transfer, 404, 'route_not_found');
  });

  it('the same wallet address may be registered by both organizations', async () => {
    const body = { kind: 'wallet', address: `0x${'ab'.repeat(20)}`, networks: ['base'] };
    const mine = await s.client.request('POST', '/v0/accounts', { token: s.primary, body });
    const theirs = await s.client.request('POST', '/v0/accounts', { token: s.other, body });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(mine.body.id).not.toBe(theirs.body.id);
  });
});
