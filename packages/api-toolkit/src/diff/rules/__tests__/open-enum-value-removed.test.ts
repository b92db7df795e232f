// open-enum-value-removed: an open enum no longer lists a known value: info.
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('open-enum-value-removed', () => {
  it('reports: a known value removed', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel.anyOf[0].enum = ['web']), { document: withChannel }),
    ).toEqual([['open-enum-value-removed', 'info', "Open enum Order.channel no longer lists 'store'."]]);
  });

  it('does not report: the known values in another order', async () => {
    expect(
      await changes((d) => schema(d, 'Order').properties.channel.anyOf[0].enum.reverse(), { document: withChannel }),
    ).toEqual([]);
  });
});
