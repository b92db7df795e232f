// sdk-request-incompatible: old path parameters, queries or bodies the TypeScript compiler finds not assignable to
// the new types: breaking. Slow tier: the type-level check compiles both sides' generated types.
import { describe, expect, it } from 'vitest';
import { changes, getOrderAt, schema } from './support/pair.js';

describe('sdk-request-incompatible', () => {
  it('reports: a path parameter renamed (the same on the wire, not for code building `{ orderId }`)', async () => {
    const renamed = await changes(
      (d) => {
        d.paths['/orders/{id}'] = d.paths['/orders/{orderId}'];
        delete d.paths['/orders/{orderId}'];
        getOrderAt(d, '/orders/{id}').parameters[0].name = 'id';
      },
      { types: true },
    );
    expect(renamed).toEqual([
      ['path-parameter-renamed', 'info', "Path parameter 'orderId' is now named 'id' (same position)."],
      [
        'sdk-request-incompatible',
        'breaking',
        "GetOrderParams: the old type is not assignable to the new (Property 'id' is missing in type '{ orderId: string; }' but required in type '{ id: string; }'.)",
      ],
    ]);
  }, 60_000);

  it('does not report: a new optional body property', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.giftWrap = { type: 'boolean' }), { types: true }),
    ).toEqual([['request-property-added', 'info', "NewOrder accepts new optional 'giftWrap'."]]);
  }, 60_000);
});
