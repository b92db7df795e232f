// response-property-removed: a response no longer returns a required property: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-property-removed', () => {
  it('reports: item dropped from Order', async () => {
    expect(
      await changes((d) => {
        delete schema(d, 'Order').properties.item;
        schema(d, 'Order').required = ['id', 'status'];
      }),
    ).toEqual([['response-property-removed', 'breaking', "Order no longer returns required 'item'."]]);
  });

  it('does not report: an optional property dropped (response-optional-property-removed)', async () => {
    expect(await changes((d) => delete schema(d, 'Order').properties.note)).toEqual([
      ['response-optional-property-removed', 'warning', "Order no longer returns optional 'note'."],
    ]);
  });
});
