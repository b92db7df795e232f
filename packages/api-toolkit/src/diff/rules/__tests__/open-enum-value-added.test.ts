// open-enum-value-added: an open enum (known values plus any string) lists a new value: info.
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('open-enum-value-added', () => {
  it('reports: a known value added', async () => {
    expect(
      await changes((d) => schema(d, 'Order').properties.channel.anyOf[0].enum.push('phone'), {
        document: withChannel,
      }),
    ).toEqual([['open-enum-value-added', 'info', "Open enum Order.channel lists new value 'phone'."]]);
  });

  it('reports: a value added to an `x-extensible-enum` (the same promise in Zalando spelling), once', async () => {
    const extensible = (values: string[]) => (d: Record<string, any>) =>
      (schema(d, 'Order').properties.channel = { type: 'string', 'x-extensible-enum': values });
    expect(await changes(extensible(['web', 'phone']), { base: extensible(['web']) })).toEqual([
      ['open-enum-value-added', 'info', "Open enum Order.channel lists new value 'phone'."],
    ]);
  });

  it('does not report: the known values in another order', async () => {
    expect(
      await changes((d) => schema(d, 'Order').properties.channel.anyOf[0].enum.reverse(), { document: withChannel }),
    ).toEqual([]);
  });
});
