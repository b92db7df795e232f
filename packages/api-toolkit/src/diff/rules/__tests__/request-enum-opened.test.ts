// request-enum-opened: a closed enum in a request becomes open: info (every value sent before is still accepted).
import { describe, expect, it } from 'vitest';
import { changes, open, schema, withChannel } from './support/pair.js';

describe('request-enum-opened', () => {
  it('reports: the channel sent opened to any string', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.channel = open(['web', 'store'])), {
        base: (d) => (schema(d, 'NewOrder').properties.channel = { enum: ['web', 'store'] }),
        document: withChannel,
      }),
    ).toEqual([
      ['request-enum-opened', 'info', 'NewOrder.channel is now an open enum: any other string is accepted too.'],
    ]);
  });

  it('does not report: a closed request enum that stays closed as a const of its one value', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.channel = { const: 'web' }), {
        base: (d) => (schema(d, 'NewOrder').properties.channel = { enum: ['web'] }),
        document: withChannel,
      }),
    ).toEqual([]);
  });

  it('does not report: a closed response enum opened (response-enum-opened)', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel = open(['web', 'store'])), {
        base: (d) => (schema(d, 'Order').properties.channel = { enum: ['web', 'store'] }),
        document: withChannel,
      }),
    ).toEqual([['response-enum-opened', 'breaking', 'Order.channel is now an open enum: unknown values may arrive.']]);
  });
});
