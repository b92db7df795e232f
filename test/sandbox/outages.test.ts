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
