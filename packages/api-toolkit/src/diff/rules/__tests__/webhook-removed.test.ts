// webhook-removed: a webhook is removed: breaking.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('webhook-removed', () => {
  it('reports: shipped removed', async () => {
    expect(await changes((d) => delete d.webhooks.shipped)).toEqual([
      ['webhook-removed', 'breaking', 'Webhook shipped (POST) was removed.'],
    ]);
  });

  it('does not report: an operation removed (operation-removed)', async () => {
    expect(await changes((d) => delete d.paths['/orders/{orderId}'].get)).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
    ]);
  });
});
