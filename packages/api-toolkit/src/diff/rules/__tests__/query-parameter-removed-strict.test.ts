// query-parameter-removed-strict: a query parameter removed from an `x-strict-query` operation: breaking.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, listOrders } from './support/pair.js';

describe('query-parameter-removed-strict', () => {
  it('reports: the status filter removed from the strict list', async () => {
    expect(await changes((d) => listOrders(d).parameters.pop())).toEqual([
      [
        'query-parameter-removed-strict',
        'breaking',
        "Query parameter 'status' was removed from a strict-query operation.",
      ],
    ]);
  });

  it('does not report: a query parameter removed from a lenient operation (parameter-removed)', async () => {
    expect(
      await changes((d) => (getOrder(d).parameters = getOrder(d).parameters.slice(0, 1)), {
        base: (d) => getOrder(d).parameters.push({ name: 'fields', in: 'query', schema: { type: 'string' } }),
      }),
    ).toEqual([['parameter-removed', 'warning', "query parameter 'fields' was removed."]]);
  });
});
