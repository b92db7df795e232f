// request-media-type-changed: a request body media type is no longer accepted: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('request-media-type-changed', () => {
  it('reports: JSON replaced by merge-patch JSON', async () => {
    expect(
      await changes((d) => {
        const content = placeOrder(d).requestBody.content;
        placeOrder(d).requestBody.content = { 'application/merge-patch+json': content['application/json'] };
      }),
    ).toEqual([
      [
        'request-media-type-changed',
        'breaking',
        'The request body is no longer accepted as application/json (now application/merge-patch+json).',
      ],
    ]);
  });

  it('reports on a webhook, read as what the API sends: it no longer sends JSON', async () => {
    expect(
      await changes((d) => {
        const body = d.webhooks.shipped.post.requestBody;
        body.content = { 'application/cloudevents+json': body.content['application/json'] };
      }),
    ).toEqual([
      [
        'request-media-type-changed',
        'breaking',
        'The webhook no longer sends its body as application/json (now application/cloudevents+json).',
      ],
    ]);
  });

  it('does not report: the same media types with a reworded description', async () => {
    expect(await changes((d) => (placeOrder(d).requestBody.description = 'The order, reworded.'))).toEqual([]);
  });
});
