// error-code-removed: an error status no longer answers a code: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('error-code-removed', () => {
  it('reports: a code removed from a documented error status', async () => {
    expect(
      await changes(
        (d) =>
          (getOrder(d).responses['404'].content['application/json'].schema = {
            $ref: '#/components/schemas/order_not_found',
          }),
      ),
    ).toEqual([['error-code-removed', 'info', "Status 404 no longer answers 'not_found'."]]);
  });

  it('does not report: the same codes in another order', async () => {
    expect(
      await changes((d) => getOrder(d).responses['404'].content['application/json'].schema.oneOf.reverse()),
    ).toEqual([]);
  });
});
