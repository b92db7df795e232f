// response-enum-closed: an open enum in a response becomes closed: info (only values clients already handle arrive).
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('response-enum-closed', () => {
  it('reports: the returned channel closed to its known values', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel = { enum: ['web', 'store'] }), {
        document: withChannel,
      }),
    ).toEqual([['response-enum-closed', 'info', 'Order.channel now carries only web, store.']]);
  });

  it('does not report: an open response enum written with its alternatives the other way round', async () => {
    expect(
      await changes(
        (d) =>
          (schema(d, 'Order').properties.channel = {
            anyOf: [{ type: 'string' }, { type: 'string', enum: ['web', 'store'] }],
          }),
        { document: withChannel },
      ),
    ).toEqual([]);
  });

  it('does not report: an open request enum closed (request-enum-closed)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.channel = { enum: ['web', 'store'] }), {
        document: withChannel,
      }),
    ).toEqual([['request-enum-closed', 'breaking', 'NewOrder.channel now accepts only web, store.']]);
  });
});
