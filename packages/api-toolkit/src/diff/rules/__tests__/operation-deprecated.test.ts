// operation-deprecated: an operation is marked deprecated: warning.
import { describe, expect, it } from 'vitest';
import { changes, getOrder, listOrders } from './support/pair.js';

describe('operation-deprecated', () => {
  it('reports: getOrder deprecated', async () => {
    expect(await changes((d) => (getOrder(d).deprecated = true))).toEqual([
      ['operation-deprecated', 'warning', 'GET /orders/{orderId} is deprecated.'],
    ]);
  });

  it('does not report: one of its parameters deprecated (parameter-deprecated)', async () => {
    expect(await changes((d) => (listOrders(d).parameters[1].deprecated = true))).toEqual([
      ['parameter-deprecated', 'warning', "query parameter 'status' is deprecated."],
    ]);
  });

  it('reports: a webhook marked deprecated', async () => {
    expect(await changes((d) => (d.webhooks.shipped.post.deprecated = true))).toEqual([
      ['operation-deprecated', 'warning', 'POST shipped is deprecated.'],
    ]);
  });
});
