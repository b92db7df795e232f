// error-status-removed: an operation no longer documents an error status: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, placeOrder } from './support/pair.js';

describe('error-status-removed', () => {
  it('reports: the 409 dropped', async () => {
    expect(await changes((d) => delete placeOrder(d).responses['409'])).toEqual([
      ['error-status-removed', 'info', 'The operation no longer documents 409.'],
    ]);
  });

  it('does not report: a code dropped from a status that stays (error-code-removed)', async () => {
    expect(
      await changes(
        (d) =>
          (getOrder(d).responses['404'].content['application/json'].schema = {
            $ref: '#/components/schemas/order_not_found',
          }),
      ),
    ).toEqual([['error-code-removed', 'info', "Status 404 no longer answers 'not_found'."]]);
  });
});
