// ordering-changed: an operation's `x-ordering` changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

describe('ordering-changed', () => {
  it('reports: the newest first becomes the oldest first', async () => {
    expect(
      await changes((d) => (listOrders(d)['x-ordering'] = { field: 'createdAt', direction: 'asc' }), {
        base: (d) => (listOrders(d)['x-ordering'] = { field: 'createdAt', direction: 'desc' }),
      }),
    ).toEqual([
      [
        'ordering-changed',
        'breaking',
        'x-ordering changed from {"direction":"desc","field":"createdAt"} to {"direction":"asc","field":"createdAt"}.',
      ],
    ]);
  });

  it('does not report: the same ordering on both sides', async () => {
    expect(
      await changes((d) => (listOrders(d)['x-ordering'] = { field: 'createdAt', direction: 'desc' }), {
        base: (d) => (listOrders(d)['x-ordering'] = { field: 'createdAt', direction: 'desc' }),
      }),
    ).toEqual([]);
  });
});
