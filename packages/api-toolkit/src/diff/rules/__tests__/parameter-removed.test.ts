// parameter-removed: a parameter the server now ignores is removed: warning (breaking on a webhook, read reversed).
import { describe, expect, it } from 'vitest';
import { changes, listOrders, placeOrder, shipped, withSignature } from './support/pair.js';

describe('parameter-removed', () => {
  it('reports: a header parameter removed', async () => {
    expect(
      await changes((d) => (placeOrder(d).parameters = []), {
        base: (d) => (placeOrder(d).parameters = [{ name: 'X-Channel', in: 'header', schema: { type: 'string' } }]),
      }),
    ).toEqual([['parameter-removed', 'warning', "header parameter 'X-Channel' was removed."]]);
  });

  it('does not report: a query parameter removed from a strict-query operation (query-parameter-removed-strict)', async () => {
    expect(await changes((d) => listOrders(d).parameters.pop())).toEqual([
      [
        'query-parameter-removed-strict',
        'breaking',
        "Query parameter 'status' was removed from a strict-query operation.",
      ],
    ]);
  });

  it('reports on a webhook, read reversed: a header the API no longer sends (breaking)', async () => {
    expect(await changes((d) => shipped(d).parameters.pop(), { document: withSignature })).toEqual([
      ['parameter-removed', 'breaking', "header parameter 'Shipment-Signature' was removed."],
    ]);
  });
});
