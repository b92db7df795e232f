import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
let bank: any;
let wallet: any;

async function keyReading(accountKinds: string[]): Promise<string> {
  const key = await s.client.request('POST', '/sandbox/api-keys', { token: s.primary, body: { accountKinds } });
  expect(key.body.accountKinds).toEqual(accountKinds);
  return s.client.exchange(key.body.secret);
}

beforeAll(async () => {
  bank = (await s.client.request('GET', '/v0/accounts?kind=bank&limit=1', { token: s.primary })).body.data[0];
  wallet = (await s.client.request('GET', '/v0/accounts?kind=wallet&limit=1', { token: s.primary })).body.data[0];
});

describe('account kinds a key may read', () => {
  it('a wallet-only key lists wallets only and reads bank accounts as 404', async () => {
    const token = await keyReading(['wallet']);
    const listed = await s.client.all('/v0/accounts', token);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a) => a.kind === 'wallet')).toBe(true);
    expect((await s.client.request('GET', '/v0/accounts?kind=bank', { token })).body.data).toEqual([]);
    expect((await s.client.request('GET', `/v0/accounts/${wallet.id}`, { token })).status).toBe(200);
    expectError(await s.client.request('GET', `/v0/accounts/${bank.id}`, { token }), 404, 'account_not_found');
    expectError(
      await s.client.request('PUT', `/v0/accounts/${bank.id}`, { token, body: { operation: 'setName', name: 'x' } }),
      404,
      'account_not_found',
    );
  });

  it('a key that can read neither kind gets 403 forbidden', async () => {
    const token = await keyReading([]);
    expectError(await s.client.request('GET', '/v0/accounts', { token }), 403, 'forbidden');
    expectError(await s.client.request('GET', `/v0/accounts/${wallet.id}`, { token }), 403, 'forbidden');
  });
});

describe('organization standing', () => {
  const standing = (value: string) =>
    s.client.request('PUT', '/sandbox/organization', { token: s.primary, body: { standing: value } });

  it('is checked on every request: 403 with the standing code where the operation documents it', async () => {
    for (const [value, code] of [
      ['verification_pending', 'account_verification_pending'],
      ['not_provisioned', 'account_not_provisioned'],
      ['not_eligible', 'account_not_eligible'],
    ]) {
      expect((await standing(value!)).status).toBe(200);
      expectError(await s.client.request('GET', '/v0/transactions', { token: s.primary }), 403, code!);
      expectError(await s.client.request('GET', '/v0/accounts', { token: s.primary }), 403, code!);
      // The token exchange documents no 403, and the other organization is unaffected.
      expect((await s.client.request('POST', '/v0/auth/token', { token: s.sandbox.apiKeys.primary })).status).toBe(200);
      expect((await s.client.request('GET', '/v0/accounts', { token: s.other })).status).toBe(200);
    }
    await standing('active');
    expect((await s.client.request('GET', '/v0/transactions', { token: s.primary })).status).toBe(200);
  });

  it('rejects an unknown standing', async () => {
    expectError(await standing('suspended'), 400, 'parameter_invalid');
  });
});
