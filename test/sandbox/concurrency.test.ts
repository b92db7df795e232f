import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.js';

const s = useSandbox();

describe('concurrent route creation', () => {
  it('50 identical creations at once give exactly one route and 409 route_already_exists for the rest', async () => {
    const wallet = (
      await s.client.request('POST', '/v0/accounts', {
        token: s.primary,
        body: { kind: 'wallet', address: `0x${'5c'.repeat(20)}`, networks: ['monad'] },
      })
    ).body;
    const body = { from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'monad', accountId: wallet.id } };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => s.client.request('POST', '/v0/routes', { token: s.primary, body })),
    );
    const created = replies.filter((r) => r.status === 201);
    const conflicts = replies.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const reply of conflicts) {
      expect(reply.body.code).toBe('route_already_exists');
      expect(reply.body.context.routeId).toBe(created[0]!.body.id);
    }
    const listed = await s.client.all(`/v0/routes?toAccountId=${wallet.id}`, s.primary);
    expect(listed.map((r) => r.id)).toEqual([created[0]!.body.id]);
  });
});
