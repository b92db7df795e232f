// parameter-deprecated: a parameter is marked deprecated: warning.
import { describe, expect, it } from 'vitest';
import { changes, listOrders, signature, withSignature } from './support/pair.js';

describe('parameter-deprecated', () => {
  it('reports: the status filter deprecated', async () => {
    expect(await changes((d) => (listOrders(d).parameters[1].deprecated = true))).toEqual([
      ['parameter-deprecated', 'warning', "query parameter 'status' is deprecated."],
    ]);
  });

  it('does not report: its operation deprecated (operation-deprecated)', async () => {
    expect(await changes((d) => (listOrders(d).deprecated = true))).toEqual([
      ['operation-deprecated', 'warning', 'GET /orders is deprecated.'],
    ]);
  });

  it('reports on a webhook: a header deprecated', async () => {
    expect(await changes((d) => (signature(d).deprecated = true), { document: withSignature })).toEqual([
      ['parameter-deprecated', 'warning', "header parameter 'Shipment-Signature' is deprecated."],
    ]);
  });
});
