// request-body-became-optional: a required request body becomes optional: info. A webhook is read reversed (its body
// is what the API sends): receivers may now get none, breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder, type Doc } from './support/pair.js';

const shipped = (doc: Doc) => doc.webhooks.shipped.post;

describe('request-body-became-optional', () => {
  it('reports: the body of placeOrder becomes optional (info)', async () => {
    expect(await changes((d) => (placeOrder(d).requestBody.required = false))).toEqual([
      ['request-body-became-optional', 'info', 'The request body became optional.'],
    ]);
  });

  it('reports on a webhook, read as what the API sends: its body becomes optional (breaking)', async () => {
    expect(await changes((d) => delete shipped(d).requestBody.required)).toEqual([
      ['request-body-became-optional', 'breaking', 'The webhook may now be sent without a body.'],
    ]);
  });

  it('does not report: an optional body becoming required (request-body-required), on either side', async () => {
    expect(
      await changes((d) => (placeOrder(d).requestBody.required = true), {
        base: (d) => (placeOrder(d).requestBody.required = false),
      }),
    ).toEqual([['request-body-required', 'breaking', 'The request body became required.']]);
    expect(
      await changes((d) => (shipped(d).requestBody.required = true), {
        base: (d) => (shipped(d).requestBody.required = false),
      }),
    ).toEqual([['request-body-required', 'info', 'The webhook now always sends a body.']]);
  });

  it('does not report: the body removed (request-body-removed)', async () => {
    expect(await changes((d) => delete placeOrder(d).requestBody)).toEqual([
      ['request-body-removed', 'breaking', 'The request body was removed.'],
    ]);
  });
});
