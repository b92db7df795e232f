// version-not-bumped: `info.version` does not follow the changes: warning.
import { describe, expect, it } from 'vitest';
import { changes } from './pair.js';

describe('version-not-bumped', () => {
  it('reports: a breaking change published as a patch', async () => {
    expect(
      await changes((d) => {
        delete d.paths['/orders/{orderId}'].get;
        d.info.version = '1.0.1';
      }),
    ).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
      [
        'version-not-bumped',
        'warning',
        'info.version 1.0.0 → 1.0.1: the changes call for a major bump, at least 2.0.0.',
      ],
    ]);
  });

  it('does not report: the same change published as a major version', async () => {
    expect(
      await changes((d) => {
        delete d.paths['/orders/{orderId}'].get;
        d.info.version = '2.0.0';
      }),
    ).toEqual([['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.']]);
  });
});
