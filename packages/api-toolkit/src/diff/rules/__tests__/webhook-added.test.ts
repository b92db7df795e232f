// webhook-added: a new webhook: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('webhook-added', () => {
  it('reports: cancelled added', async () => {
    expect(await changes((d) => (d.webhooks.cancelled = structuredClone(d.webhooks.shipped)))).toEqual([
      ['webhook-added', 'info', 'Webhook cancelled (POST) was added.'],
    ]);
  });

  it('does not report: an operation added (operation-added)', async () => {
    expect(
      await changes(
        (d) => (d.paths['/orders/{orderId}'].delete = { ...structuredClone(getOrder(d)), operationId: 'cancelOrder' }),
      ),
    ).toEqual([['operation-added', 'info', 'DELETE /orders/{orderId} was added.']]);
  });
});
