// range-changed: a bound's `x-range` changes: breaking.
import { describe, expect, it } from 'vitest';
import { changes, listOrders, withRange } from './support/pair.js';

describe('range-changed', () => {
  it('reports: an inclusive bound becomes exclusive', async () => {
    expect(
      await changes((d) => (listOrders(d).parameters[2]['x-range'].inclusive = false), { document: withRange }),
    ).toEqual([
      [
        'range-changed',
        'breaking',
        'x-range of \'placedAt.gte\' changed from {"bound":"lower","field":"placedAt","inclusive":true} to {"bound":"lower","field":"placedAt","inclusive":false}.',
      ],
    ]);
  });

  it('does not report: the bound described', async () => {
    expect(
      await changes((d) => (listOrders(d).parameters[2].description = 'Placed at or after.'), { document: withRange }),
    ).toEqual([]);
  });
});
