// security-removed: a secured operation becomes public: info.
import { describe, expect, it } from 'vitest';
import { changes, getOrder } from './support/pair.js';

describe('security-removed', () => {
  it('reports: getOrder made public', async () => {
    expect(await changes((d) => (getOrder(d).security = []))).toEqual([
      ['security-removed', 'info', 'The operation no longer requires bearer: it is public.'],
    ]);
  });

  it('does not report: a public operation secured (security-added-to-public-operation)', async () => {
    expect(await changes((d) => delete d.paths['/health'].get.security)).toEqual([
      ['security-added-to-public-operation', 'breaking', 'The public operation now requires bearer.'],
    ]);
  });
});
