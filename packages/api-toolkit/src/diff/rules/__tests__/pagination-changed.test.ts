// pagination-changed: a parameter's `x-pagination` changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

describe('pagination-changed', () => {
  it('reports: the page-size parameter becomes a cursor', async () => {
    expect(
      await changes((d) => (listOrders(d).parameters[0]['x-pagination'] = 'cursor'), {
        base: (d) => (listOrders(d).parameters[0]['x-pagination'] = 'limit'),
      }),
    ).toEqual([['pagination-changed', 'breaking', 'x-pagination of \'limit\' changed from "limit" to "cursor".']]);
  });

  it('does not report: the same role on both sides', async () => {
    expect(
      await changes((d) => (listOrders(d).parameters[0]['x-pagination'] = 'limit'), {
        base: (d) => (listOrders(d).parameters[0]['x-pagination'] = 'limit'),
      }),
    ).toEqual([]);
  });
});
