// request-body-required: an optional request body becomes required, or a required one is added: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('request-body-required', () => {
  it('reports: an optional body becomes required', async () => {
    expect(
      await changes((d) => (placeOrder(d).requestBody.required = true), {
        base: (d) => (placeOrder(d).requestBody.required = false),
      }),
    ).toEqual([['request-body-required', 'breaking', 'The request body became required.']]);
  });

  it('does not report: a required body becoming optional', async () => {
    expect(await changes((d) => (placeOrder(d).requestBody.required = false))).toEqual([]);
  });
});
