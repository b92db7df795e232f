// What a key cannot read does not exist for it, on writes as on reads: a key's account kinds decide which accounts
// it registers (no 409 telling it an unreadable account exists), which routes it lists, reads and creates (those
// to an account of a kind it reads) and which transactions it sees (those whose parties are all of such a kind).
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox({ seedTransactions: 100 });
let bank: any;
let wallet: any;
let bankRoute: any;

/** A session of a new key of the primary organization reading `accountKinds`. */
async function keyReading(accountKinds: string[]): Promise<string> {
  const key = await s.client.request('POST', '/sandbox/api-keys', {
    token: s.primary,
    body: { accountKinds, roles: ['admin'] },
  });
  expect(key.status).toBe(201);
  return s.client.exchange(key.body.secret);
}

const bankBody = (account: any) => ({
  kind: 'bank',
  accountNumber: account.accountNumber,
  routingNumber: account.routingNumber,
  bankName: account.bankName,
  beneficiary: account.beneficiary,
});

beforeAll(async () => {
  const accounts = await s.client.all('/v0/accounts', s.primary);
  bank = accounts.find((account) => account.kind === 'bank' && account.name === 'Operating account');
  wallet = accounts.find((account) => account.kind === 'wallet');
  const routes = await s.client.all('/v0/routes', s.primary);
  bankRoute = routes.find((route) => route.to.chain === undefined);
  expect([bank, wallet, bankRoute].every(Boolean)).toBe(true);
});

describe('registering accounts', () => {
  it('a key that reads no kind registers nothing', async () => {
    const token = await keyReading([]);
    const body = { kind: 'wallet', address: `0x${'a1'.repeat(20)}`, networks: ['base'] };
    expectError(await s.client.request('POST', '/v0/accounts', { token, body }), 403, 'forbidden');
    const listed = await s.client.all('/v0/accounts?kind=wallet', s.primary);
    expect(listed.some((account) => account.address.toLowerCase() === body.address)).toBe(false);
  });

  it('a key that cannot read banks gets the same 403 for a registered bank account as for a new one', async () => {
    const token = await keyReading(['wallet']);
    const registered = await s.client.request('POST', '/v0/accounts', { token, body: bankBody(bank) });
    expectError(registered, 403, 'forbidden');
    const unknown = await s.client.request('POST', '/v0/accounts', {
      token,
      body: { ...bankBody(bank), accountNumber: '999988887777' },
    });
    expectError(unknown, 403, 'forbidden');
    expect(unknown.body.message).toBe(registered.body.message);
    // A kind it reads still registers, and a repeat is still the 409 it may see.
    const body = { kind: 'wallet', address: `0x${'a2'.repeat(20)}`, networks: ['base'] };
    expect((await s.client.request('POST', '/v0/accounts', { token, body })).status).toBe(201);
    expectError(await s.client.request('POST', '/v0/accounts', { token, body }), 409, 'account_already_exists');
  });
});

describe('routes', () => {
  it('a wallet-only key lists, reads and finds no route to a bank account', async () => {
    const token = await keyReading(['wallet']);
    const listed = await s.client.all('/v0/routes', token);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((route) => route.to.chain !== undefined)).toBe(true);
    const filtered = await s.client.request('GET', `/v0/routes?toAccountId=${bankRoute.to.accountId}`, { token });
    expect(filtered.body.data).toEqual([]);
    expectError(await s.client.request('GET', `/v0/routes/${bankRoute.id}`, { token }), 404, 'route_not_found');
    expectError(
      await s.client.request('POST', `/sandbox/routes/${bankRoute.id}/inbound-transfers`, {
        token,
        body: { amount: '1', chain: 'base' },
      }),
      404,
      'route_not_found',
    );
  });

  it('a wallet-only key creates no route to a bank account, existing or not', async () => {
    const token = await keyReading(['wallet']);
    const existing = {
      from: bankRoute.from,
      to: { currency: bankRoute.to.currency, accountId: bankRoute.to.accountId },
    };
    expectError(await s.client.request('POST', '/v0/routes', { token, body: existing }), 404, 'account_not_found');
    const fresh = { from: { currency: 'ausd' }, to: { currency: 'usd', accountId: bank.id } };
    expectError(await s.client.request('POST', '/v0/routes', { token, body: fresh }), 404, 'account_not_found');
    // With both kinds the same request is the 409 naming the route.
    const full = await s.client.request('POST', '/v0/routes', { token: s.primary, body: existing });
    expectError(full, 409, 'route_already_exists');
  });
});

describe('transactions', () => {
  const partiesOf = (txn: any) => [
    txn.source,
    txn.recipient,
    ...(txn.legs ?? []).flatMap((leg: any) => [leg.source, leg.recipient]),
  ];

  it('a wallet-only key sees no transaction with a bank party; a bank-only key none with a wallet party', async () => {
    const everything = await s.client.all('/v0/transactions?limit=200', s.primary);
    const withBank = everything.find((txn) => txn.source.kind === 'bank' || txn.recipient.kind === 'bank');
    expect(withBank).toBeDefined();
    for (const [kinds, hidden] of [
      [['wallet'], 'bank'],
      [['bank'], 'wallet'],
    ] as const) {
      const token = await keyReading([...kinds]);
      const listed = await s.client.all('/v0/transactions?limit=200', token);
      expect(listed.every((txn) => txn.source.kind !== hidden && txn.recipient.kind !== hidden)).toBe(true);
      const expected = everything.filter((txn) => txn.source.kind !== hidden && txn.recipient.kind !== hidden);
      expect(listed.map((txn) => txn.id)).toEqual(expected.map((txn) => txn.id));
      for (const txn of listed.slice(0, 20)) {
        const detail = await s.client.request('GET', `/v0/transactions/${txn.id}`, { token });
        expect(partiesOf(detail.body).every((party: any) => party.kind !== hidden)).toBe(true);
      }
    }
    const walletOnly = await keyReading(['wallet']);
    expectError(
      await s.client.request('GET', `/v0/transactions/${withBank.id}`, { token: walletOnly }),
      404,
      'transaction_not_found',
    );
  });

  it('a wallet-only key simulates no wire and verifies no bank account', async () => {
    const token = await keyReading(['wallet']);
    const wireRoute = (await s.client.all('/v0/routes', token)).find((route) => route.from.currency === 'usd');
    expect(wireRoute).toBeDefined();
    const wire = await s.client.request('POST', `/sandbox/routes/${wireRoute.id}/inbound-transfers`, {
      token,
      body: { amount: '5', sender: { accountNumber: bank.accountNumber, routingNumber: bank.routingNumber } },
    });
    expectError(wire, 403, 'forbidden');
    expectError(
      await s.client.request('POST', `/sandbox/accounts/${bank.id}/verification`, { token }),
      404,
      'account_not_found',
    );
  });
});
