import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { expectError, SandboxClient, testStore, useSandbox } from './harness.js';

const s = useSandbox({ rateLimit: { requests: 12, windowSeconds: 600 } });

describe('per-IP rate limiting', () => {
  it('answers 429 rate_limit_exceeded with Retry-After once an address exceeds its limit, authenticated or not', async () => {
    // Two token exchanges were spent by the harness.
    const replies = [];
    for (let i = 0; i < 12; i++)
      replies.push(
        await s.client.request('GET', i % 2 ? '/v0/metrics' : '/v0/accounts?limit=1', {
          token: i % 2 ? undefined : s.primary,
        }),
      );
    const limited = replies.filter((r) => r.status === 429);
    expect(replies.slice(0, 10).every((r) => r.status === 200)).toBe(true);
    expect(limited).toHaveLength(2);
    for (const reply of limited) {
      expectError(reply, 429, 'rate_limit_exceeded');
      const retryAfter = Number(reply.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600).toBe(true);
    }
    expect(limited.some((r) => r.headers.get('access-control-allow-origin') === '*')).toBe(true);
    // The body names the limit that answered and the option that lifts it.
    expect(limited[0]!.body.message).toBe(
      'More than 12 requests in 600 s from this address: the per-IP limit of the sandbox answered. ' +
        'Start it with --rate-limit N/S for a higher figure, or --rate-limit off.',
    );
  });

  it('is off unless configured', async () => {
    const { startSandbox } = await import('../../packages/sandbox/src/server.js');
    const open = await startSandbox({ seed: null });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`${open.url}/v0/metrics`).then((r) => r.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await open.close();
    }
  });
});

describe('per-organization rate limiting', () => {
  it('refuses an organization past its limit with 429, Retry-After and the option to lift it; others go on', async () => {
    const { startSandbox } = await import('../../packages/sandbox/src/server.js');
    const { SandboxClient, testStore } = await import('./harness.js');
    const limited = await startSandbox({
      db: await testStore(),
      organizationRateLimit: { requests: 5, windowSeconds: 60 },
    });
    try {
      const client = new SandboxClient(limited);
      // The exchange counts too: four requests left of five.
      const session = await client.exchange(limited.apiKeys.primary);
      const replies = [];
      for (let i = 0; i < 6; i++)
        replies.push(
          await client.request('GET', i % 2 ? '/sandbox/clock' : '/v0/accounts?limit=1', { token: session }),
        );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 429, 429]);
      for (const reply of replies.slice(4)) {
        expectError(reply, 429, 'rate_limit_exceeded');
        expect(reply.body.message).toContain('--organization-rate-limit');
        // Until the window (a twentieth more: store/request-window.ts) has passed the first request.
        const retryAfter = Number(reply.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(55);
        expect(retryAfter).toBeLessThanOrEqual(63);
      }
      // Another organization has its own window.
      const other = await client.exchange(limited.apiKeys.other);
      expect((await client.request('GET', '/v0/accounts?limit=1', { token: other })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('per-key rate limiting', () => {
  it('names the per-key limit and --key-rate-limit in its 429, with the per-IP limit off', async () => {
    const sandbox = await startSandbox({
      db: await testStore(),
      seed: null,
      rateLimit: false,
      keyRateLimit: { requests: 3, windowSeconds: 600 },
    });
    try {
      const client = new SandboxClient(sandbox);
      const token = await client.exchange(sandbox.apiKeys.primary);
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push(await client.request('GET', '/v0/accounts?limit=1', { token }));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 429]);
      expectError(replies[2]!, 429, 'rate_limit_exceeded');
      expect(replies[2]!.body.message).toBe(
        'More than 3 requests in 600 s with this API key: the per-key limit of the sandbox answered. ' +
          'Start it with --key-rate-limit N/S for a higher figure, or --key-rate-limit off.',
      );
    } finally {
      await sandbox.close();
    }
  });
});
