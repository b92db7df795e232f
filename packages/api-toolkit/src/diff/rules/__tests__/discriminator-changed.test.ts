// discriminator-changed: a discriminator added, removed or remapped changes no validation: info.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('discriminator-changed', () => {
  it('reports: the discriminator of a union is removed', async () => {
    expect(await changes((d) => delete schema(d, 'Payment').discriminator)).toEqual([
      [
        'discriminator-changed',
        'info',
        'The discriminator of Payment was removed; validation follows the alternatives.',
      ],
    ]);
  });

  it('does not report: a mapping entry added for an alternative already there', async () => {
    expect(
      await changes((d) => (schema(d, 'Payment').discriminator.mapping = { card: '#/components/schemas/Card' })),
    ).toEqual([]);
  });
});
