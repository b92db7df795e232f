// union-variant-removed: a union loses an alternative: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, getOrder, placeOrder, schema, withOneOf } from './support/pair.js';

const body = (d: Doc) => placeOrder(d).requestBody.content['application/json'].schema;
const at = '/paths/~1orders/post/requestBody/content/application~1json/schema';

describe('union-variant-removed', () => {
  it('reports: a returned payment is no longer cash', async () => {
    expect(await changes((d) => (schema(d, 'Payment').oneOf = [{ $ref: '#/components/schemas/Card' }]))).toEqual([
      ['union-variant-removed', 'info', 'Payment is no longer Cash.'],
    ]);
  });

  it('reports: a request body that may no longer be a bare item name, as breaking', async () => {
    // What remains is NewOrder alone, and a string is refused; as an object the body was closed already.
    expect(await changes((d) => body(d).oneOf.pop(), { document: withOneOf })).toEqual([
      ['type-narrowed', 'breaking', `Type string is no longer accepted at ${at}.`],
      ['union-variant-removed', 'breaking', `${at} no longer accepts alternative 1.`],
    ]);
  });

  it('does not report: an error status losing a code (error-code-removed)', async () => {
    expect(
      await changes(
        (d) =>
          (getOrder(d).responses['404'].content['application/json'].schema = {
            $ref: '#/components/schemas/order_not_found',
          }),
      ),
    ).toEqual([['error-code-removed', 'info', "Status 404 no longer answers 'not_found'."]]);
  });

  it('reports: an anyOf alternative removed even when a kept one accepts its values (the variant is gone)', async () => {
    const note = (alternatives: Doc[]) => (d: Doc) => (schema(d, 'NewOrder').properties.note = { anyOf: alternatives });
    const kept = [{ type: 'string' }, { type: 'integer' }];
    expect(await changes(note(kept), { base: note([...kept, { type: 'string', format: 'email' }]) })).toEqual([
      ['union-variant-removed', 'breaking', 'NewOrder.note no longer accepts alternative 2.'],
    ]);
  });
});
