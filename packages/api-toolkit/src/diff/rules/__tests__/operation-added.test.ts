// operation-added: a new operation: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('operation-added', () => {
  it('reports: DELETE /orders/{orderId} added', async () => {
    expect(
      await changes(
        (d) => (d.paths['/orders/{orderId}'].delete = { ...structuredClone(getOrder(d)), operationId: 'cancelOrder' }),
      ),
    ).toEqual([['operation-added', 'info', 'DELETE /orders/{orderId} was added.']]);
  });

  it('does not report: a new webhook (webhook-added)', async () => {
    expect(await changes((d) => (d.webhooks.cancelled = structuredClone(d.webhooks.shipped)))).toEqual([
      ['webhook-added', 'info', 'Webhook cancelled (POST) was added.'],
    ]);
  });
});
