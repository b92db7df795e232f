// request-default-changed: the `default` of a parameter or request property changes: warning.
import { describe, expect, it } from 'vitest';
import { changes, listOrders, schema } from './support/pair.js';

describe('request-default-changed', () => {
  it('reports: the default quantity and page size change', async () => {
    expect(
      await changes((d) => {
        schema(d, 'NewOrder').properties.quantity.default = 2;
        listOrders(d).parameters[0].schema.default = 50;
      }),
    ).toEqual([
      ['request-default-changed', 'warning', '/paths/~1orders/get/parameters/0/schema default 20 → 50.'],
      ['request-default-changed', 'warning', 'NewOrder.quantity default 1 → 2.'],
    ]);
  });

  it('does not report: a default added to a response property', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.note.default = ''))).toEqual([]);
  });
});
