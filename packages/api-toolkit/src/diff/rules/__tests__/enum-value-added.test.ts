// enum-value-added: a closed enum lists a new value: info in a request, breaking in a response.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('enum-value-added', () => {
  it('reports: a value added to an enum both sent and returned', async () => {
    expect(await changes((d) => schema(d, 'Status').enum.push('lost'))).toEqual([
      ['enum-value-added', 'breaking', "Status may now be 'lost'."],
      ['enum-value-added', 'info', "Status now also accepts 'lost'."],
    ]);
  });

  it('does not report: the same values in another order', async () => {
    expect(await changes((d) => schema(d, 'Status').enum.reverse())).toEqual([]);
  });
});
