// operation-removed: an operation is removed: breaking.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('operation-removed', () => {
  it('reports: GET /orders/{orderId} removed', async () => {
    expect(await changes((d) => delete d.paths['/orders/{orderId}'].get)).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
    ]);
  });

  it('does not report: a webhook removed (webhook-removed)', async () => {
    expect(await changes((d) => delete d.webhooks.shipped)).toEqual([
      ['webhook-removed', 'breaking', 'Webhook shipped (POST) was removed.'],
    ]);
  });
});
