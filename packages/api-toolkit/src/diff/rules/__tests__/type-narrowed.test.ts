// type-narrowed: a JSON type is no longer admitted: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, listOrders, placeOrder, schema } from './support/pair.js';

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

  // A parameter's value is text on the wire: `?limit=5` is the string '5'.
  it('does not report: a query parameter from integer to a plain string; reports the way back', async () => {
    const limit = (type: string) => (d: Doc) => (listOrders(d).parameters[0].schema = { type });
    const at = '/paths/~1orders/get/parameters/0/schema';
    expect(await changes(limit('string'), { base: limit('integer') })).toEqual([
      ['type-widened', 'info', `${at} now also accepts string.`],
    ]);
    expect(await changes(limit('integer'), { base: limit('string') })).toEqual([
      ['type-narrowed', 'breaking', `Type string is no longer accepted at ${at}.`],
      ['type-widened', 'info', `${at} now also accepts integer.`],
    ]);
  });

  it('reports: a property that took any value typed, on both sides (a schema of annotations alone takes any)', async () => {
    expect(
      await changes(
        (d) => {
          schema(d, 'NewOrder').properties.note = { type: 'string' };
          schema(d, 'Order').properties.note = { type: 'string' };
        },
        {
          base: (d) => {
            schema(d, 'NewOrder').properties.note = { description: 'Free text.' };
            schema(d, 'Order').properties.note = { description: 'Free text.' };
          },
        },
      ),
    ).toEqual([
      [
        'type-narrowed',
        'breaking',
        'Type null, boolean, object, array, number is no longer accepted at NewOrder.note.',
      ],
      ['type-narrowed', 'info', 'Order.note no longer returns null, boolean, object, array, number.'],
    ]);
  });

  it('reports: a request body given a schema where its media type had none (any body was taken)', async () => {
    const json = (d: Record<string, any>) => placeOrder(d).requestBody.content['application/json'];
    expect(await changes(() => {}, { base: (d) => delete json(d).schema })).toEqual([
      ['request-object-closed', 'breaking', 'NewOrder no longer accepts properties it does not list.'],
      ['request-property-added', 'info', "NewOrder accepts new optional 'quantity', 'note'."],
      ['request-property-required', 'breaking', "NewOrder now requires 'item'."],
      ['type-narrowed', 'breaking', 'Type null, boolean, array, number, string is no longer accepted at NewOrder.'],
    ]);
  });

  it('does not report: a type admitted (type-widened)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.quantity.type = ['integer', 'string']))).toEqual([
      ['type-widened', 'info', 'NewOrder.quantity now also accepts string.'],
    ]);
  });
});
