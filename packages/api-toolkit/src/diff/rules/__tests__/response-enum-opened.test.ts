// response-enum-opened: a closed enum in a response becomes open: breaking.
import { describe, expect, it } from 'vitest';
import { changes, open, schema, withChannel } from './support/pair.js';

describe('response-enum-opened', () => {
  it('reports: the returned channel opened to any string', async () => {
    expect(
      await changes((d) => (schema(d, 'Order').properties.channel = open(['web', 'store'])), {
        base: (d) => (schema(d, 'Order').properties.channel = { enum: ['web', 'store'] }),
        document: withChannel,
      }),
    ).toEqual([['response-enum-opened', 'breaking', 'Order.channel is now an open enum: unknown values may arrive.']]);
  });

  it('does not report: a closed request enum opened (request-enum-opened)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.channel = open(['web', 'store'])), {
        base: (d) => (schema(d, 'NewOrder').properties.channel = { enum: ['web', 'store'] }),
        document: withChannel,
      }),
    ).toEqual([
      ['request-enum-opened', 'info', 'NewOrder.channel is now an open enum: any other string is accepted too.'],
    ]);
  });
});
