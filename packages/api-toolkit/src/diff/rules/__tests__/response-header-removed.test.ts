// response-header-removed: a response no longer promises a header: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('response-header-removed', () => {
  it('reports: Request-Id dropped', async () => {
    expect(await changes((d) => (placeOrder(d).responses['201'].headers = {}))).toEqual([
      ['response-header-removed', 'breaking', "Status 201 no longer promises header 'Request-Id'."],
    ]);
  });

  it('does not report: the header name written in another case', async () => {
    expect(
      await changes((d) => {
        const headers = placeOrder(d).responses['201'].headers;
        placeOrder(d).responses['201'].headers = { 'request-id': headers['Request-Id'] };
      }),
    ).toEqual([]);
  });
});
