// constraint-narrowed: a keyword accepts less: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('constraint-narrowed', () => {
  it('reports: a request maxLength lowered and a response maxLength added', async () => {
    expect(
      await changes((d) => {
        schema(d, 'NewOrder').properties.item.maxLength = 20;
        schema(d, 'Order').properties.item.maxLength = 10;
      }),
    ).toEqual([
      ['constraint-narrowed', 'breaking', 'NewOrder.item accepts less: maxLength 40 → 20.'],
      ['constraint-narrowed', 'info', 'Order.item returns less: maxLength none → 10.'],
    ]);
  });

  it('does not report: a request maxLength raised (constraint-widened)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.item.maxLength = 60))).toEqual([
      ['constraint-widened', 'info', 'NewOrder.item accepts more: maxLength 40 → 60.'],
    ]);
  });
});
