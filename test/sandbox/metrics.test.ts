import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
const sum = (values: string[]) => values.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n);

describe('metrics', () => {
  it('needs no authentication and lists chains by CAIP-2 id with totals that add up', async () => {
    const reply = await s.client.request('GET', '/v0/metrics');
    expect(reply.status).toBe(200);
    expect(reply.body.partial).toBe(false);
    expect(reply.body.chains.length).toBeGreaterThan(1);
    for (const chain of reply.body.chains) expect(chain.chainId).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
    expect(reply.body.chains.map((c: any) => c.chainId)).toContain('eip155:1');
    expect(sum([reply.body.totalSupply])).toBe(sum(reply.body.chains.map((c: any) => c.totalSupply)));
    expect(sum([reply.body.circulatingSupply])).toBe(sum(reply.body.chains.map((c: any) => c.circulatingSupply)));
  });

  it('serves the totals as plain-text decimal strings', async () => {
    const metrics = (await s.client.request('GET', '/v0/metrics')).body;
    const total = await s.client.request('GET', '/v0/metrics/total-supply');
    const circulating = await s.client.request('GET', '/v0/metrics/circulating-supply');
    expect(total.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(total.text).toBe(metrics.totalSupply);
    expect(circulating.text).toBe(metrics.circulatingSupply);
    expect(total.text).toMatch(/^\d+\.\d{6}$/);
  });

  it('is partial, without totals, while a chain is unreachable; the chain stays listed while its value is recent', async () => {
    const before = (await s.client.request('GET', '/v0/metrics')).body;
    const marked = await s.client.request('PUT', '/sandbox/metrics/chains/base', {
      token: s.primary,
      body: { reachable: false },
    });
    expect(marked.status).toBe(200);
    const partial = await s.client.request('GET', '/v0/metrics', { token: s.primary });
    expect(partial.body.partial).toBe(true);
    expect('totalSupply' in partial.body).toBe(false);
    expect('circulatingSupply' in partial.body).toBe(false);
    expect(partial.body.chains).toEqual(before.chains);
    // The mark is the primary organization's alone: the other one and anonymous callers see every chain reachable.
    expect((await s.client.request('GET', '/v0/metrics', { token: s.other })).body).toEqual(before);
    expect((await s.client.request('GET', '/v0/metrics')).body).toEqual(before);
    await s.client.request('PUT', '/sandbox/metrics/chains/base', { token: s.primary, body: { reachable: true } });
    expect((await s.client.request('GET', '/v0/metrics', { token: s.primary })).body).toEqual(before);
  });

  it("drops an organization's unreachable chain from the list an hour of its own clock later", async () => {
    const tenant = await s.sandbox.createOrganization({ empty: true });
    const token = await s.client.exchange(tenant.apiKey.secret);
    await tenant.helpers.metrics.update('base', { reachable: false });
    const listed = async (token?: string) =>
      (await s.client.request('GET', '/v0/metrics', { token })).body.chains.map((chain: any) => chain.chainId);
    expect(await listed(token)).toContain('eip155:8453');
    await tenant.helpers.clock.advance({ seconds: 3601 });
    const later = await s.client.exchange(tenant.apiKey.secret);
    expect(await listed(later)).not.toContain('eip155:8453');
    expect(await listed(s.primary)).toContain('eip155:8453');
  });

  it('answers any origin and preflight requests (permissive CORS)', async () => {
    const reply = await s.client.request('GET', '/v0/metrics', { headers: { origin: 'https://example.org' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await s.client.request('OPTIONS', '/v0/metrics/total-supply', {
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-custom',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-custom');
    expect(preflight.headers.get('request-id')).toBeTruthy();
  });

  it('unknown metrics paths are 404 not_found in the error shape, still with CORS', async () => {
    const reply = await s.client.request('GET', '/v0/metrics/nope');
    expectError(reply, 404, 'not_found');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});
