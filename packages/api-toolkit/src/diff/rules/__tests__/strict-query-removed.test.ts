// strict-query-removed: an operation stops refusing unknown, repeated and empty query parameters: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, listOrders } from './support/pair.js';

describe('strict-query-removed', () => {
  it('reports: listOrders made lenient', async () => {
    expect(await changes((d) => delete listOrders(d)['x-strict-query'])).toEqual([
      [
        'strict-query-removed',
        'info',
        'The operation no longer refuses unknown, repeated and empty query parameters (x-strict-query).',
      ],
    ]);
  });

  it('does not report: getOrder made strict (strict-query-added)', async () => {
    expect(await changes((d) => (getOrder(d)['x-strict-query'] = true))).toEqual([
      [
        'strict-query-added',
        'breaking',
        'The operation now refuses unknown, repeated and empty query parameters (x-strict-query).',
      ],
    ]);
  });
});
