// parameter-removed-before-sunset: a deprecated parameter removed before its x-sunset date: breaking, naming the date.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, listOrders, shipped, signature, withSignature } from './support/pair.js';

const deprecate = (sunset: string) => (doc: Doc) => {
  listOrders(doc)['x-strict-query'] = false;
  Object.assign(listOrders(doc).parameters[1], { deprecated: true, 'x-sunset': sunset });
};
const remove = (doc: Doc) => {
  listOrders(doc)['x-strict-query'] = false;
  listOrders(doc).parameters.splice(1, 1);
};

describe('parameter-removed-before-sunset', () => {
  it('reports: the status filter removed before its sunset, even where unknown parameters are ignored', async () => {
    expect(await changes(remove, { base: deprecate('2999-12-31') })).toEqual([
      [
        'parameter-removed-before-sunset',
        'breaking',
        "query parameter 'status' was removed. It is deprecated with sunset 2999-12-31: removed before that date, " +
          'callers still have until then.',
      ],
    ]);
  });

  it('does not report: removed after its sunset, or deprecated without a date (parameter-removed)', async () => {
    expect(await changes(remove, { base: deprecate('2000-01-31') })).toEqual([
      [
        'parameter-removed-after-sunset',
        'warning',
        "query parameter 'status' was removed after its sunset 2000-01-31.",
      ],
    ]);
    expect(
      await changes(remove, {
        base: (doc) => {
          listOrders(doc)['x-strict-query'] = false;
          listOrders(doc).parameters[1].deprecated = true;
        },
      }),
    ).toEqual([['parameter-removed', 'warning', "query parameter 'status' was removed."]]);
  });

  it('reports on a webhook: a header removed before its sunset, naming the date', async () => {
    expect(
      await changes((d) => shipped(d).parameters.pop(), {
        document: withSignature,
        base: (d) => Object.assign(signature(d), { deprecated: true, 'x-sunset': '2999-12-31' }),
      }),
    ).toEqual([
      [
        'parameter-removed-before-sunset',
        'breaking',
        "header parameter 'Shipment-Signature' was removed. It is deprecated with sunset 2999-12-31: removed before that date, receivers still have until then.",
      ],
    ]);
  });
});
