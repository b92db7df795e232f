// parameter-removed-after-sunset: a deprecated parameter removed on or after its x-sunset date: warning. Before the
// date its removal is parameter-removed-before-sunset (breaking, naming the date).
import { describe, expect, it } from 'vitest';
import { changes, type Doc, listOrders, shipped, signature, withSignature } from './support/pair.js';

const deprecate = (sunset: string) => (doc: Doc) =>
  Object.assign(listOrders(doc).parameters[1], { deprecated: true, 'x-sunset': sunset });
const remove = (doc: Doc) => listOrders(doc).parameters.splice(1, 1);

describe('parameter-removed-after-sunset', () => {
  it('reports: the status filter of a strict-query list removed after its sunset', async () => {
    expect(await changes(remove, { base: deprecate('2000-01-31') })).toEqual([
      [
        'parameter-removed-after-sunset',
        'warning',
        "query parameter 'status' was removed after its sunset 2000-01-31.",
      ],
    ]);
  });

  it('does not report: removed without a sunset (query-parameter-removed-strict)', async () => {
    expect(await changes(remove)).toEqual([
      [
        'query-parameter-removed-strict',
        'breaking',
        "Query parameter 'status' was removed from a strict-query operation.",
      ],
    ]);
  });

  it('reports on a webhook: a header removed after its sunset', async () => {
    expect(
      await changes((d) => shipped(d).parameters.pop(), {
        document: withSignature,
        base: (d) => Object.assign(signature(d), { deprecated: true, 'x-sunset': '2000-01-31' }),
      }),
    ).toEqual([
      [
        'parameter-removed-after-sunset',
        'warning',
        "header parameter 'Shipment-Signature' was removed after its sunset 2000-01-31.",
      ],
    ]);
  });
});
