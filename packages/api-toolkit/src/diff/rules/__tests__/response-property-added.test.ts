// response-property-added: an open response object returns a new property: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-property-added', () => {
  it('reports: total added to Order', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.total = { type: 'string' }))).toEqual([
      ['response-property-added', 'info', "Order returns new 'total'."],
    ]);
  });

  it('does not report: a new optional request property (request-property-added)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.giftWrap = { type: 'boolean' }))).toEqual([
      ['request-property-added', 'info', "NewOrder accepts new optional 'giftWrap'."],
    ]);
  });

  it('reports, as sent: a webhook body gaining a property', async () => {
    expect(await changes((d) => (d.components.schemas.Shipment.properties.carrier = { type: 'string' }))).toEqual([
      ['response-property-added', 'info', "Shipment sends new 'carrier'."],
    ]);
  });
});
