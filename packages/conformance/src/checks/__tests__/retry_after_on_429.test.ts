// retry_after_on_429: a 429 carries Retry-After in whole seconds. A response check, judged here on crafted
// exchanges: the sandbox rate-limits only past its real limits, and the runner waits out every 429 it gets.
import { describe, expect, it } from 'vitest';
import { retryAfterOn429 } from '../retry_after_on_429.js';
import { loadContract } from '../../contract/contract.js';
import type { Exchange } from '../../http/exchange.js';

const contract = await loadContract();
const listRoutes = contract.operations.find((op) => op.operationId === 'listRoutes');

function answered(status: number, headers: Record<string, string>): Exchange {
  const body = { code: 'rate_limited', message: 'Too many requests.' };
  return {
    spec: { operationId: 'listRoutes', method: 'get', path: '/v0/routes', credential: 'session' },
    url: 'http://127.0.0.1/v0/routes',
    response: {
      status,
      headers: { 'content-type': 'application/json', ...headers },
      text: JSON.stringify(body),
      json: body,
    },
  };
}

const inspect = (exchange: Exchange) => retryAfterOn429.inspect(exchange, listRoutes, { contract });

describe('retry_after_on_429', () => {
  it('passes a 429 with Retry-After in whole seconds, and does not apply to other statuses', () => {
    expect(inspect(answered(429, { 'retry-after': '2' }))).toBe(true);
    expect(inspect(answered(200, {}))).toBeUndefined();
  });

  it('fails a 429 without Retry-After, or with an HTTP date', () => {
    expect(inspect(answered(429, {}))).toEqual({ message: 'Retry-After is missing', where: 'headers/Retry-After' });
    expect(inspect(answered(429, { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }))).toEqual({
      message: "Retry-After 'Wed, 21 Oct 2026 07:28:00 GMT' is not whole seconds",
      where: 'headers/Retry-After',
    });
  });
});
