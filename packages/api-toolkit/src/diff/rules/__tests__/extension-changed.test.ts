// extension-changed: an `x-` member no specific rule classifies is added, changed or removed: warning.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, listOrders } from './support/pair.js';

describe('extension-changed', () => {
  it('reports: an extension added to an operation', async () => {
    expect(await changes((d) => (getOrder(d)['x-audience'] = 'partners'))).toEqual([
      ['extension-changed', 'warning', 'Extension /paths/~1orders~1{orderId}/get/x-audience was added.'],
    ]);
  });

  it('does not report: an extension a rule classifies (x-strict-query: strict-query-removed)', async () => {
    expect(await changes((d) => delete listOrders(d)['x-strict-query'])).toEqual([
      [
        'strict-query-removed',
        'info',
        'The operation no longer refuses unknown, repeated and empty query parameters (x-strict-query).',
      ],
    ]);
  });
});
