// path-parameter-renamed: a path parameter renamed at the same position: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, getOrderAt } from './support/pair.js';

describe('path-parameter-renamed', () => {
  it('reports: {orderId} becomes {id}', async () => {
    expect(
      await changes((d) => {
        d.paths['/orders/{id}'] = d.paths['/orders/{orderId}'];
        delete d.paths['/orders/{orderId}'];
        getOrderAt(d, '/orders/{id}').parameters[0].name = 'id';
      }),
    ).toEqual([['path-parameter-renamed', 'info', "Path parameter 'orderId' is now named 'id' (same position)."]]);
  });

  it('does not report: a path parameter described', async () => {
    expect(await changes((d) => (getOrder(d).parameters[0].description = 'The id the order was placed with.'))).toEqual(
      [],
    );
  });
});
