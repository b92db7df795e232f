// error-docs-url-changed: the `x-error-docs-url` template changes: info.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('error-docs-url-changed', () => {
  it('reports: the template moves', async () => {
    expect(
      await changes((d) => (d['x-error-docs-url'] = 'https://shop.example/docs/errors#{code}'), {
        base: (d) => (d['x-error-docs-url'] = 'https://docs.shop.example/errors#{code}'),
      }),
    ).toEqual([
      [
        'error-docs-url-changed',
        'info',
        'Error documentation links change from https://docs.shop.example/errors#{code} to https://shop.example/docs/errors#{code}.',
      ],
    ]);
  });

  it('does not report: the same template on both sides', async () => {
    expect(
      await changes((d) => (d['x-error-docs-url'] = 'https://docs.shop.example/errors#{code}'), {
        base: (d) => (d['x-error-docs-url'] = 'https://docs.shop.example/errors#{code}'),
      }),
    ).toEqual([]);
  });
});
