// sdk-error-incompatible: the error codes of a status no longer assignable to the old ones, so an exhaustive switch
// stops compiling: warning. Slow tier: the type-level check compiles both sides' generated types.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, placeOrder } from './support/pair.js';

describe('sdk-error-incompatible', () => {
  it('reports: a code added to an error status', async () => {
    expect(
      await changes(
        (d) =>
          (placeOrder(d).responses['409'].content['application/json'].schema = {
            oneOf: [{ $ref: '#/components/schemas/order_exists' }, { $ref: '#/components/schemas/not_found' }],
          }),
        { types: true },
      ),
    ).toEqual([
      ['error-code-added', 'warning', "Status 409 may now answer 'not_found'."],
      [
        'sdk-error-incompatible',
        'warning',
        'PlaceOrderErrors[409]: the new type is not assignable to the old (Type \'"not_found"\' is not assignable to type \'"order_exists"\'.)',
      ],
    ]);
  }, 60_000);

  it('does not report: a code removed (the fewer codes still fit the old switch)', async () => {
    expect(
      await changes(
        (d) =>
          (getOrder(d).responses['404'].content['application/json'].schema = {
            $ref: '#/components/schemas/order_not_found',
          }),
        { types: true },
      ),
    ).toEqual([['error-code-removed', 'info', "Status 404 no longer answers 'not_found'."]]);
  }, 60_000);
});
