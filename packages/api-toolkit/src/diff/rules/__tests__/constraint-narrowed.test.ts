// constraint-narrowed: a keyword accepts less: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { allOfParts, changes, type Doc, placeOrder, schema } from './support/pair.js';

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

  it('reports: an inline allOf part added to a request body of inline parts', async () => {
    expect(await changes((d) => allOfParts(d, 3), { base: (d) => allOfParts(d, 2) })).toEqual([
      [
        'constraint-narrowed',
        'breaking',
        '/paths/~1orders/post/requestBody/content/application~1json/schema accepts less: 1 allOf part(s) added.',
      ],
    ]);
  });

  it('does not report: a request maxLength raised (constraint-widened)', async () => {
    expect(await changes((d) => (schema(d, 'NewOrder').properties.item.maxLength = 60))).toEqual([
      ['constraint-widened', 'info', 'NewOrder.item accepts more: maxLength 40 → 60.'],
    ]);
  });

  it('does not report: an allOf part holding only annotations, or an xml keyword, on either side', async () => {
    const annotate = (d: Doc) => {
      placeOrder(d).requestBody.content['application/json'].schema = {
        allOf: [{ $ref: '#/components/schemas/NewOrder' }, { title: 'New order', example: { item: 'tea' } }],
      };
      schema(d, 'Order').xml = { name: 'order' };
      schema(d, 'Order').properties.item.xml = { attribute: true };
      d.components.schemas.Page = { allOf: [schema(d, 'Page'), { description: 'A page of orders.' }] };
    };
    expect(await changes(annotate)).toEqual([]);
    expect(await changes(() => undefined, { base: annotate })).toEqual([]);
  });

  it('reports: an allOf part that constrains, beside one holding only annotations', async () => {
    expect(
      await changes((d) => {
        placeOrder(d).requestBody.content['application/json'].schema = {
          allOf: [{ $ref: '#/components/schemas/NewOrder' }, { description: 'An order.' }, { required: ['note'] }],
        };
      }),
    ).toEqual([
      [
        'constraint-narrowed',
        'breaking',
        '/paths/~1orders/post/requestBody/content/application~1json/schema accepts less: 1 allOf part(s) added.',
      ],
    ]);
  });
});
