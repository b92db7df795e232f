// response-optional-property-removed: a response no longer returns an optional property: warning.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-optional-property-removed', () => {
  it('reports: note dropped from Order', async () => {
    expect(await changes((d) => delete schema(d, 'Order').properties.note)).toEqual([
      ['response-optional-property-removed', 'warning', "Order no longer returns optional 'note'."],
    ]);
  });

  it('does not report: a required property dropped (response-property-removed)', async () => {
    expect(
      await changes((d) => {
        delete schema(d, 'Order').properties.item;
        schema(d, 'Order').required = ['id', 'status'];
      }),
    ).toEqual([['response-property-removed', 'breaking', "Order no longer returns required 'item'."]]);
  });
});
