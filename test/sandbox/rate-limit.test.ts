import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

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
