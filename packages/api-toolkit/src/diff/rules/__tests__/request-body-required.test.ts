// request-body-required: an optional request body becomes required, or a required one is added: breaking. A webhook
// is read reversed (its body is what the API sends): receivers now always get one, info.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder, type Doc } from './support/pair.js';

const shipped = (doc: Doc) => doc.webhooks.shipped.post;

describe('request-body-required', () => {
  it('reports: an optional body becomes required', async () => {
    expect(
      await changes((d) => (placeOrder(d).requestBody.required = true), {
        base: (d) => (placeOrder(d).requestBody.required = false),
      }),
    ).toEqual([['request-body-required', 'breaking', 'The request body became required.']]);
  });

  it('reports: a required body added where none was', async () => {
    expect(await changes(() => {}, { base: (d) => delete placeOrder(d).requestBody })).toEqual([
      ['request-body-required', 'breaking', 'A required request body was added.'],
    ]);
  });

  it('reports on a webhook, read as what the API sends: its body became required (info)', async () => {
    expect(
      await changes((d) => (shipped(d).requestBody.required = true), {
        base: (d) => (shipped(d).requestBody.required = false),
      }),
    ).toEqual([['request-body-required', 'info', 'The webhook now always sends a body.']]);
  });

  it('does not report: a required body becoming optional (request-body-became-optional), on either side', async () => {
    expect(await changes((d) => (placeOrder(d).requestBody.required = false))).toEqual([
      ['request-body-became-optional', 'info', 'The request body became optional.'],
    ]);
    expect(await changes((d) => (shipped(d).requestBody.required = false))).toEqual([
      ['request-body-became-optional', 'breaking', 'The webhook may now be sent without a body.'],
    ]);
  });
});
