// strict-query-added: an operation starts refusing unknown, repeated and empty query parameters: breaking.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, listOrders } from './support/pair.js';

describe('strict-query-added', () => {
  it('reports: getOrder made strict', async () => {
    expect(await changes((d) => (getOrder(d)['x-strict-query'] = true))).toEqual([
      [
        'strict-query-added',
        'breaking',
        'The operation now refuses unknown, repeated and empty query parameters (x-strict-query).',
      ],
    ]);
  });

  it('does not report: listOrders made lenient (strict-query-removed)', async () => {
    expect(await changes((d) => delete listOrders(d)['x-strict-query'])).toEqual([
      [
        'strict-query-removed',
        'info',
        'The operation no longer refuses unknown, repeated and empty query parameters (x-strict-query).',
      ],
    ]);
  });
});
