// parameter-became-required: an optional parameter becomes required: breaking (info on a webhook, read reversed).
import { describe, expect, it } from 'vitest';
import { changes, listOrders, signature, withSignature } from './support/pair.js';

describe('parameter-became-required', () => {
  it('reports: the status filter required', async () => {
    expect(await changes((d) => (listOrders(d).parameters[1].required = true))).toEqual([
      ['parameter-became-required', 'breaking', "query parameter 'status' became required."],
    ]);
  });

  it('does not report: a required one becoming optional (parameter-became-optional)', async () => {
    expect(
      await changes((d) => delete listOrders(d).parameters[1].required, {
        base: (d) => (listOrders(d).parameters[1].required = true),
      }),
    ).toEqual([['parameter-became-optional', 'info', "query parameter 'status' became optional."]]);
  });

  it('reports on a webhook, read reversed: a header the API now always sends (info)', async () => {
    expect(
      await changes((d) => (signature(d).required = true), {
        document: withSignature,
        base: (d) => (signature(d).required = false),
      }),
    ).toEqual([['parameter-became-required', 'info', "header parameter 'Shipment-Signature' became required."]]);
  });
});
