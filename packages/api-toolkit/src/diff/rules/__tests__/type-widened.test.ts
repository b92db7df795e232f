// type-widened: another JSON type is admitted: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, schema } from './support/pair.js';

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

  it('reports: a response media type losing its schema (any body may come)', async () => {
    const json = (d: Record<string, any>) => getOrder(d).responses['200'].content['application/json'];
    const at = '/paths/~1orders~1{orderId}/get/responses/200/content/application~1json';
    expect(await changes((d) => delete json(d).schema)).toEqual([
      ['response-became-nullable', 'breaking', `${at} may now be null.`],
      ['response-optional-property-removed', 'warning', "Order no longer returns optional 'note', 'payment'."],
      ['response-property-removed', 'breaking', "Order no longer returns required 'id', 'item', 'status'."],
      ['type-widened', 'breaking', `${at} may now be boolean, array, number, string.`],
    ]);
  });

  it('does not report: null admitted in a response (response-became-nullable)', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.note.type = ['string', 'null']))).toEqual([
      ['response-became-nullable', 'breaking', 'Order.note may now be null.'],
    ]);
  });
});
