// type-widened: another JSON type is admitted: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('type-widened', () => {
  it('reports: quantity also taken as a string, and a returned id also a number', async () => {
    expect(
      await changes((d) => {
        schema(d, 'NewOrder').properties.quantity.type = ['integer', 'string'];
        schema(d, 'Order').properties.id.type = ['string', 'integer'];
      }),
    ).toEqual([
      ['type-widened', 'breaking', 'Order.id may now be integer.'],
      ['type-widened', 'info', 'NewOrder.quantity now also accepts string.'],
    ]);
  });

  it('does not report: null admitted in a response (response-became-nullable)', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.note.type = ['string', 'null']))).toEqual([
      ['response-became-nullable', 'breaking', 'Order.note may now be null.'],
    ]);
  });
});
