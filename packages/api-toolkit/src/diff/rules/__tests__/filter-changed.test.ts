// filter-changed: a parameter's `x-filter` changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

describe('filter-changed', () => {
  it('reports: the filter selects another field', async () => {
    expect(
      await changes((d) => (listOrders(d).parameters[1]['x-filter'] = { field: 'state' }), {
        base: (d) => (listOrders(d).parameters[1]['x-filter'] = { field: 'status' }),
      }),
    ).toEqual([
      ['filter-changed', 'breaking', 'x-filter of \'status\' changed from {"field":"status"} to {"field":"state"}.'],
    ]);
  });

  it('does not report: the same filter with a new description', async () => {
    expect(
      await changes(
        (d) =>
          Object.assign(listOrders(d).parameters[1], {
            'x-filter': { field: 'status' },
            description: 'The status of the orders listed.',
          }),
        { base: (d) => (listOrders(d).parameters[1]['x-filter'] = { field: 'status' }) },
      ),
    ).toEqual([]);
  });
});
