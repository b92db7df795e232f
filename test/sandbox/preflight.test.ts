// Preflight requests on the metrics endpoints count against the per-IP rate limit like any request, and only
// the contract's public paths have one: any other path is 404 in the error shape.
import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox({ rateLimit: { requests: 10, windowSeconds: 600 } });
const preflight = (path: string) =>
  s.client.request('OPTIONS', path, {
    headers: { origin: 'https://example.test', 'access-control-request-method': 'GET' },
  });

describe('metrics preflight', () => {
  it('is rate limited: a burst of 20 gets 204 up to the limit, then 429 with Retry-After', async () => {
    // The harness spent two requests on token exchanges.
    const replies = [];
    for (let i = 0; i < 20; i++) replies.push(await preflight('/v0/metrics/total-supply'));
    expect(replies.slice(0, 8).map((r) => r.status)).toEqual(Array(8).fill(204));
    const limited = replies.slice(8);
    for (const reply of limited) {
      expectError(reply, 429, 'rate_limit_exceeded');
      expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('metrics preflight paths', () => {
  const open = useSandbox({ seed: null });

  it('answers the public paths only; an unknown metrics path is 404 not_found', async () => {
    for (const path of ['/v0/metrics', '/v0/metrics/total-supply', '/v0/metrics/circulating-supply']) {
      const reply = await open.client.request('OPTIONS', path);
      expect(reply.status, path).toBe(204);
      expect(reply.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
      expect(reply.headers.get('request-id')).toBeTruthy();
    }
    for (const path of ['/v0/metrics/nonexistent', '/v0/metrics/total-supply/x']) {
      expectError(await open.client.request('OPTIONS', path), 404, 'not_found');
    }
  });
});
