// constraint-widened: a keyword accepts more: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { allOfParts, changes, schema } from './support/pair.js';

describe('constraint-widened', () => {
  it('reports: a request maxLength raised and a response maxLength dropped', async () => {
    expect(
      await changes(
        (d) => {
          schema(d, 'NewOrder').properties.item.maxLength = 60;
          delete schema(d, 'Order').properties.item.maxLength;
        },
        { base: (d) => (schema(d, 'Order').properties.item.maxLength = 10) },
      ),
    ).toEqual([
      ['constraint-widened', 'breaking', 'Order.item may return more: maxLength 10 → none.'],
      ['constraint-widened', 'info', 'NewOrder.item accepts more: maxLength 40 → 60.'],
    ]);
  });

  it('reports: an inline allOf part removed from a request body of inline parts', async () => {
    expect(await changes((d) => allOfParts(d, 2), { base: (d) => allOfParts(d, 3) })).toEqual([
      [
        'constraint-widened',
        'info',
        '/paths/~1orders/post/requestBody/content/application~1json/schema accepts more: 1 allOf part(s) removed.',
      ],
    ]);
  });

  it('does not report: a request maxLength lowered (constraint-narrowed)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.item.maxLength = 20))).toEqual([
      ['constraint-narrowed', 'breaking', 'NewOrder.item accepts less: maxLength 40 → 20.'],
    ]);
  });
});
