// response-closed-property-added: a closed response object returns a new property: breaking.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('response-closed-property-added', () => {
  it('reports: total added to the closed Order', async () => {
    expect(
      await changes(
        (d) => {
          schema(d, 'Order').additionalProperties = false;
          schema(d, 'Order').properties.total = { type: 'string' };
        },
        { base: (d) => (schema(d, 'Order').additionalProperties = false) },
      ),
    ).toEqual([['response-closed-property-added', 'breaking', "Order (closed) returns new 'total'."]]);
  });

  it('does not report: total added to the open Order (response-property-added)', async () => {
    expect(await changes((d) => (schema(d, 'Order').properties.total = { type: 'string' }))).toEqual([
      ['response-property-added', 'info', "Order returns new 'total'."],
    ]);
  });
});
