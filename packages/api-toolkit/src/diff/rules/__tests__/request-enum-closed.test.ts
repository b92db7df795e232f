// request-enum-closed: an open enum in a request becomes closed: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('request-enum-closed', () => {
  it('reports: the known values become the only ones accepted', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.channel = { enum: ['web', 'store'] }), {
        document: withChannel,
      }),
    ).toEqual([['request-enum-closed', 'breaking', 'NewOrder.channel now accepts only web, store.']]);
  });

  it('does not report: an open enum in a response becoming closed (response-enum-closed)', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel = { enum: ['web', 'store'] }), {
        document: withChannel,
      }),
    ).toEqual([['response-enum-closed', 'info', 'Order.channel now carries only web, store.']]);
  });
});
