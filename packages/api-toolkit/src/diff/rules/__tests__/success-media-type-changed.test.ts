// success-media-type-changed: a success response no longer answers a media type: breaking.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('success-media-type-changed', () => {
  it('reports: text/plain becomes text/csv', async () => {
    expect(
      await changes((d) => {
        const ok = d.paths['/health'].get.responses['200'];
        ok.content = { 'text/csv': ok.content['text/plain'] };
      }),
    ).toEqual([['success-media-type-changed', 'breaking', 'Status 200 no longer answers text/plain (now text/csv).']]);
  });

  it('does not report: JSON offered beside text/plain', async () => {
    expect(
      await changes(
        (d) => (d.paths['/health'].get.responses['200'].content['application/json'] = { schema: { type: 'string' } }),
      ),
    ).toEqual([]);
  });
});
