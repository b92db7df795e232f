// request-media-type-added: a request body accepts another media type: info. A webhook is read reversed (its body is
// what the API sends): receivers may now get a media type they do not parse, breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('request-media-type-added', () => {
  it('reports: form encoding accepted beside JSON (info)', async () => {
    expect(
      await changes((d) => {
        const content = placeOrder(d).requestBody.content;
        content['application/x-www-form-urlencoded'] = structuredClone(content['application/json']);
      }),
    ).toEqual([
      [
        'request-media-type-added',
        'info',
        'The request body is now also accepted as application/x-www-form-urlencoded.',
      ],
    ]);
  });

  it('reports on a webhook, read as what the API sends: it may now send CloudEvents JSON (breaking)', async () => {
    expect(
      await changes((d) => {
        const content = d.webhooks.shipped.post.requestBody.content;
        content['application/cloudevents+json'] = structuredClone(content['application/json']);
      }),
    ).toEqual([
      ['request-media-type-added', 'breaking', 'The webhook may now send its body as application/cloudevents+json.'],
    ]);
  });

  it('does not report: JSON replaced by two others (request-media-type-changed names both)', async () => {
    expect(
      await changes((d) => {
        const json = placeOrder(d).requestBody.content['application/json'];
        placeOrder(d).requestBody.content = {
          'application/merge-patch+json': json,
          'application/x-www-form-urlencoded': structuredClone(json),
        };
      }),
    ).toEqual([
      [
        'request-media-type-changed',
        'breaking',
        'The request body is no longer accepted as application/json ' +
          '(now application/merge-patch+json, application/x-www-form-urlencoded).',
      ],
    ]);
  });
});
