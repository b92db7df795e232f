import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();

describe('simulated outages', () => {
  it('503 route_creation_unavailable and service_unavailable while switched on, normal service after', async () => {
    const wallet = (
      await s.client.request('POST', '/v0/accounts', {
        token: s.primary,
        body: { kind: 'wallet', address: `0x${'0d'.repeat(20)}`, networks: ['base'] },
      })
    ).body;
    const route = { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'base', accountId: wallet.id } };
    const switched = await s.client.request('PUT', '/sandbox/outages', {
      token: s.primary,
      body: { routeCreation: true, tokenExchange: true },
    });
    expect(switched.body).toEqual({ routeCreation: true, tokenExchange: true });
    expectError(
      await s.client.request('POST', '/v0/routes', { token: s.primary, body: route }),
      503,
      'route_creation_unavailable',
    );
    expectError(
      await s.client.request('POST', '/v0/auth/token', { token: s.sandbox.apiKeys.primary }),
      503,
      'service_unavailable',
    );
    // Reads keep working.
    expect((await s.client.request('GET', '/v0/routes', { token: s.primary })).status).toBe(200);
    await s.client.request('PUT', '/sandbox/outages', {
      token: s.primary,
      body: { routeCreation: false, tokenExchange: false },
    });
    expect((await s.client.request('POST', '/v0/routes', { token: s.primary, body: route })).status).toBe(201);
    expect((await s.client.request('POST', '/v0/auth/token', { token: s.sandbox.apiKeys.primary })).status).toBe(200);
  });
});

describe('the API key as the helpers’ bearer', () => {
  it('an Owner or Admin key switches a tokenExchange outage off without a session', async () => {
    const tenant = await s.sandbox.createOrganization({ empty: true });
    const owner = tenant.apiKey.secret;
    const session = await s.client.exchange(owner);
    const made = async (roles: string[]) =>
      (await s.client.request('POST', '/sandbox/api-keys', { token: session, body: { name: 'k', roles } })).body
        .secret as string;
    const [admin, member] = [await made(['admin']), await made([])];
    const outage = (token: string, tokenExchange: boolean) =>
      s.client.request('PUT', '/sandbox/outages', { token, body: { routeCreation: false, tokenExchange } });
    expect((await outage(session, true)).status).toBe(200);
    // Once its sessions lapse, the organization has no session to be had.
    expect(
      (await s.client.request('POST', '/sandbox/clock/advance', { token: session, body: { seconds: 901 } })).status,
    ).toBe(200);
    expectError(await s.client.request('GET', '/sandbox/clock', { token: session }), 401, 'unauthorized');
    expectError(await s.client.request('POST', '/v0/auth/token', { token: owner }), 503, 'service_unavailable');
    // A key without Owner or Admin is no bearer of the helpers, nor is a key of no organization.
    const refused = await outage(member, false);
    expectError(refused, 401, 'unauthorized');
    expect(refused.body.context).toEqual({ reason: 'invalid_token' });
    expectError(await outage('sk_sandbox_not_a_key', false), 401, 'unauthorized');
    expect((await s.client.request('GET', '/sandbox/clock', { token: admin })).status).toBe(200);
    const switched = await outage(owner, false);
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ routeCreation: false, tokenExchange: false });
    expect((await s.client.request('POST', '/v0/auth/token', { token: owner })).status).toBe(200);
    // The key is a bearer of the helpers only, not of the API's operations.
    expectError(await s.client.request('GET', '/v0/routes', { token: admin }), 401, 'unauthorized');
  });
});
