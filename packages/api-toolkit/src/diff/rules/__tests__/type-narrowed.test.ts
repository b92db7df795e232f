// type-narrowed: a JSON type is no longer admitted: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('type-narrowed', () => {
  it('reports: quantity no longer taken as a string, and a returned id no longer a number', async () => {
    expect(
      await changes(
        (d) => {
          schema(d, 'NewOrder').properties.quantity.type = 'integer';
          schema(d, 'Order').properties.id.type = 'string';
        },
        {
          base: (d) => {
            schema(d, 'NewOrder').properties.quantity.type = ['integer', 'string'];
            schema(d, 'Order').properties.id.type = ['string', 'integer'];
          },
        },
      ),
    ).toEqual([
      ['type-narrowed', 'breaking', 'Type string is no longer accepted at NewOrder.quantity.'],
      ['type-narrowed', 'info', 'Order.id no longer returns integer.'],
    ]);
  });

  it('does not report: a type admitted (type-widened)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.quantity.type = ['integer', 'string']))).toEqual([
      ['type-widened', 'info', 'NewOrder.quantity now also accepts string.'],
    ]);
  });
});
