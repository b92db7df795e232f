// parameter-became-optional: a required parameter becomes optional: info.
import { describe, expect, it } from 'vitest';
import { changes, listOrders } from './support/pair.js';

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
});
