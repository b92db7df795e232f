// response-header-added: a response sends a new header: info.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('response-header-added', () => {
  it('reports: Location sent with 201', async () => {
    expect(
      await changes((d) => (placeOrder(d).responses['201'].headers.Location = { schema: { type: 'string' } })),
    ).toEqual([['response-header-added', 'info', "Status 201 now sends header 'Location'."]]);
  });

  it('does not report: a header removed (response-header-removed)', async () => {
    expect(await changes((d) => (placeOrder(d).responses['201'].headers = {}))).toEqual([
      ['response-header-removed', 'breaking', "Status 201 no longer promises header 'Request-Id'."],
    ]);
  });
});
