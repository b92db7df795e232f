// parameter-became-required: an optional parameter becomes required: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

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
});
