// error-code-added: an error status may answer a new code: warning.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('error-code-added', () => {
  it('reports: a code added to a documented error status', async () => {
    expect(
      await changes(
        (d) =>
          (placeOrder(d).responses['409'].content['application/json'].schema = {
            oneOf: [{ $ref: '#/components/schemas/order_exists' }, { $ref: '#/components/schemas/not_found' }],
          }),
      ),
    ).toEqual([['error-code-added', 'warning', "Status 409 may now answer 'not_found'."]]);
  });

  it('does not report: a new error status (error-status-added)', async () => {
    expect(
      await changes((d) => (placeOrder(d).responses['422'] = structuredClone(placeOrder(d).responses['409']))),
    ).toEqual([['error-status-added', 'warning', 'The operation may now answer 422.']]);
  });
});
