// open-enum-value-removed: an open enum no longer lists a known value: info.
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('open-enum-value-removed', () => {
  it('reports: a known value removed', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel.anyOf[0].enum = ['web']), { document: withChannel }),
    ).toEqual([['open-enum-value-removed', 'info', "Open enum Order.channel no longer lists 'store'."]]);
  });

  it('reports: a value removed from an `x-extensible-enum` in a request, once (no extension-changed beside it)', async () => {
    const extensible = (values: string[]) => (d: Record<string, any>) =>
      (schema(d, 'NewOrder').properties.channel = { type: 'string', 'x-extensible-enum': values });
    expect(await changes(extensible(['web']), { base: extensible(['web', 'store']) })).toEqual([
      ['open-enum-value-removed', 'info', "Open enum NewOrder.channel no longer lists 'store'."],
    ]);
  });

  it('does not report: the known values in another order', async () => {
    expect(
      await changes((d) => schema(d, 'Order').properties.channel.anyOf[0].enum.reverse(), { document: withChannel }),
    ).toEqual([]);
  });
});
