// union-variant-added: a union gains an alternative: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, placeOrder, schema, voucher, withOneOf } from './support/pair.js';

const body = (d: Doc) => placeOrder(d).requestBody.content['application/json'].schema;
const at = '/paths/~1orders/post/requestBody/content/application~1json/schema';

describe('union-variant-added', () => {
  it('reports: a returned payment may be a voucher', async () => {
    expect(
      await changes((d) => {
        schema(d, 'Payment').oneOf.push({ $ref: '#/components/schemas/Voucher' });
        d.components.schemas.Voucher = voucher;
      }),
    ).toEqual([['union-variant-added', 'breaking', 'Payment may now be Voucher.']]);
  });

  it('reports: a request body that may also be a number, as info', async () => {
    expect(await changes((d) => body(d).oneOf.push({ type: 'integer' }), { document: withOneOf })).toEqual([
      ['type-widened', 'info', `${at} now also accepts integer.`],
      ['union-variant-added', 'info', `${at} now also accepts alternative 2.`],
    ]);
  });

  it('does not report: an error status gaining a code (error-code-added)', async () => {
    expect(
      await changes(
        (d) =>
          (placeOrder(d).responses['409'].content['application/json'].schema = {
            oneOf: [{ $ref: '#/components/schemas/order_exists' }, { $ref: '#/components/schemas/not_found' }],
          }),
      ),
    ).toEqual([['error-code-added', 'warning', "Status 409 may now answer 'not_found'."]]);
  });

  it('does not report: a returned alternative whose every value an existing one already accepts', async () => {
    const note = (alternatives: Doc[]) => (d: Doc) => (schema(d, 'Order').properties.note = { anyOf: alternatives });
    const kept = [{ type: 'string', maxLength: 200 }, { type: 'integer' }];
    expect(
      await changes(note([...kept, { type: 'string', enum: ['gift', 'rush'] }, { type: 'integer', minimum: 1 }]), {
        base: note(kept),
      }),
    ).toEqual([]);
    // Not provably within: a longer string is a new value.
    expect(await changes(note([...kept, { type: 'string', maxLength: 300 }]), { base: note(kept) })).toEqual([
      ['union-variant-added', 'breaking', 'Order.note may now be alternative 2.'],
    ]);
  });
});
