// parameter-became-optional: a required parameter becomes optional: info (breaking on a webhook, read reversed).
import { describe, expect, it } from 'vitest';
import { changes, listOrders, signature, withSignature } from './support/pair.js';

describe('parameter-became-optional', () => {
  it('reports: the status filter no longer required', async () => {
    expect(
      await changes((d) => delete listOrders(d).parameters[1].required, {
        base: (d) => (listOrders(d).parameters[1].required = true),
      }),
    ).toEqual([['parameter-became-optional', 'info', "query parameter 'status' became optional."]]);
  });

  it('does not report: an optional one becoming required (parameter-became-required)', async () => {
    expect(await changes((d) => (listOrders(d).parameters[1].required = true))).toEqual([
      ['parameter-became-required', 'breaking', "query parameter 'status' became required."],
    ]);
  });

  it('reports on a webhook, read reversed: a header receivers read may be missing (breaking)', async () => {
    expect(await changes((d) => (signature(d).required = false), { document: withSignature })).toEqual([
      ['parameter-became-optional', 'breaking', "header parameter 'Shipment-Signature' became optional."],
    ]);
  });
});
