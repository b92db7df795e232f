// sdk-response-incompatible: a new result type the TypeScript compiler finds not assignable to the old one: breaking.
// Slow tier: the type-level check compiles both sides' generated types.
import { describe, expect, it } from 'vitest';
import { changes, schema, withChannel } from './support/pair.js';

describe('sdk-response-incompatible', () => {
  it('reports: a returned property changes type, for every operation returning it', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.item.type = 'integer'), { types: true })).toEqual([
      [
        'sdk-response-incompatible',
        'breaking',
        "GetOrderResult: the new type is not assignable to the old (Type 'number' is not assignable to type 'string'.)",
      ],
      [
        'sdk-response-incompatible',
        'breaking',
        "ListOrdersResult: the new type is not assignable to the old (Type 'number' is not assignable to type 'string'.)",
      ],
      [
        'sdk-response-incompatible',
        'breaking',
        "PlaceOrderResult: the new type is not assignable to the old (Type 'number' is not assignable to type 'string'.)",
      ],
      ['type-narrowed', 'info', 'Order.item no longer returns string.'],
      ['type-widened', 'breaking', 'Order.item may now be integer.'],
    ]);
  }, 60_000);

  it('does not report: a new known value of an open enum (typed with `(string & {})`)', async () => {
    expect(
      await changes((d) => schema(d, 'Order').properties.channel.anyOf[0].enum.push('phone'), {
        document: withChannel,
        types: true,
      }),
    ).toEqual([['open-enum-value-added', 'info', "Open enum Order.channel lists new value 'phone'."]]);
  }, 60_000);
});
