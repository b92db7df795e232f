// security-added-to-public-operation: a public operation now requires credentials: breaking.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('security-added-to-public-operation', () => {
  it('reports: the health check takes the document default', async () => {
    expect(await changes((d) => delete d.paths['/health'].get.security)).toEqual([
      ['security-added-to-public-operation', 'breaking', 'The public operation now requires bearer.'],
    ]);
  });

  it('does not report: a secured operation made public (security-removed)', async () => {
    expect(await changes((d) => (getOrder(d).security = []))).toEqual([
      ['security-removed', 'info', 'The operation no longer requires bearer: it is public.'],
    ]);
  });
});
