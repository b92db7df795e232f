// request-body-removed: an operation no longer takes a request body: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('request-body-removed', () => {
  it('reports: the body of placeOrder removed', async () => {
    expect(await changes((d) => delete placeOrder(d).requestBody)).toEqual([
      ['request-body-removed', 'breaking', 'The request body was removed.'],
    ]);
  });

  it('does not report: the body becoming optional (request-body-became-optional)', async () => {
    expect(await changes((d) => (placeOrder(d).requestBody.required = false))).toEqual([
      ['request-body-became-optional', 'info', 'The request body became optional.'],
    ]);
  });

  it('reports: a webhook that no longer sends its body (its request is what receivers act on)', async () => {
    expect(await changes((d) => delete d.webhooks.shipped.post.requestBody)).toEqual([
      ['request-body-removed', 'breaking', 'The webhook no longer sends a body.'],
    ]);
  });
});
