// `Sandbox-Simulate` over every operation of the contract: each documented error status and code can be
// simulated and answers in the contract's shape (checked by the operation's compiled validator) with a
// Request-Id; the work is not done; unauthenticated callers get the API's own 401.
import { describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { operationValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox({ seedTransactions: 10 });
const sampleId = '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d';

describe('Sandbox-Simulate', () => {
  it('every documented error status and code of every operation answers in the contract shape', async () => {
    let simulated = 0;
    for (const spec of Object.values(operations)) {
      const path = spec.path.replace(/\{[^}]+\}/g, sampleId);
      const token = spec.credential === 'exchange' ? s.sandbox.apiKeys.primary : s.primary;
      const validators = operationValidators[spec.operationId].responses as Record<string, (body: unknown) => boolean>;
      for (const [status, response] of Object.entries(spec.responses)) {
        if (!/^[45]/.test(status)) continue;
        for (const code of response.codes) {
          const header = `status=${status}; code=${code}`;
          const reply = await s.client.request(spec.method.toUpperCase(), path, {
            token,
            headers: { 'sandbox-simulate': header },
          });
          expect([reply.status, reply.body.code], `${spec.operationId} ${header}: ${reply.text}`).toEqual([
            Number(status),
            code,
          ]);
          expect(validators[status]!(reply.body), `${spec.operationId} ${header}`).toBe(true);
          expect(reply.headers.get('request-id')).toBeTruthy();
          for (const name of response.headers)
            expect(reply.headers.get(name), `${spec.operationId} ${status} ${name}`).toBeTruthy();
          simulated += 1;
        }
      }
    }
    expect(simulated).toBeGreaterThan(60);
  });

  it('does not do the work of a request it fails', async () => {
    const body = { kind: 'wallet', address: `0x${'ef'.repeat(20)}`, networks: ['base'] };
    const failed = await s.client.request('POST', '/v0/accounts', {
      token: s.primary,
      body,
      headers: { 'sandbox-simulate': 'status=500' },
    });
    expectError(failed, 500, 'internal_error');
    const accounts = await s.client.all('/v0/accounts', s.primary);
    expect(accounts.some((account) => account.address === body.address)).toBe(false);
    const served = await s.client.request('POST', '/v0/accounts', {
      token: s.primary,
      body,
      headers: { 'sandbox-simulate': 'delay=10' },
    });
    expect(served.status).toBe(201);
  });

  it('leaves unauthenticated requests to the API: 401 with the real reason, never the simulated answer', async () => {
    const reply = await s.client.request('GET', '/v0/accounts', { headers: { 'sandbox-simulate': 'status=500' } });
    expect([reply.status, reply.body.context]).toEqual([401, { reason: 'missing_header' }]);
  });

  it('counts per organization: the other organization is served normally while one fails', async () => {
    const header = { 'sandbox-simulate': 'status=500; times=1' };
    expectError(
      await s.client.request('GET', '/v0/routes', { token: s.primary, headers: header }),
      500,
      'internal_error',
    );
    expectError(
      await s.client.request('GET', '/v0/routes', { token: s.other, headers: header }),
      500,
      'internal_error',
    );
    expect((await s.client.request('GET', '/v0/routes', { token: s.primary, headers: header })).status).toBe(200);
    expect((await s.client.request('GET', '/v0/routes', { token: s.other })).status).toBe(200);
  });

  it('refuses a header sent twice or longer than 512 characters', async () => {
    const twice = await fetch(`${s.sandbox.url}/v0/metrics`, {
      headers: [
        ['sandbox-simulate', 'status=500'],
        ['sandbox-simulate', 'reset'],
      ],
    });
    const body = (await twice.json()) as { code: string; context: { issues: { field: string }[] } };
    expect([twice.status, body.code, body.context.issues[0]?.field]).toEqual([
      400,
      'parameter_invalid',
      'Sandbox-Simulate',
    ]);
    const long = await s.client.request('GET', '/v0/metrics', {
      headers: { 'sandbox-simulate': `status=500; ${'x'.repeat(600)}` },
    });
    expectError(long, 400, 'parameter_invalid');
  });
});
