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

  it('does not report: another media type accepted beside JSON', async () => {
    expect(
      await changes((d) => {
        const content = placeOrder(d).requestBody.content;
        content['application/x-www-form-urlencoded'] = structuredClone(content['application/json']);
      }),
    ).toEqual([]);
  });
});
