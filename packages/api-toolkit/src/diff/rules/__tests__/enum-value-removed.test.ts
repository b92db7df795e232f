// enum-value-removed: a closed enum loses a value: breaking in a request, info in a response.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('enum-value-removed', () => {
  it('reports: a value removed from an enum both sent and returned', async () => {
    expect(await changes((d) => (schema(d, 'Status').enum = ['open']))).toEqual([
      ['enum-value-removed', 'breaking', "Status no longer accepts 'shipped'."],
      ['enum-value-removed', 'info', "Status is no longer 'shipped'."],
    ]);
  });

  it('does not report: the same values in another order', async () => {
    expect(await changes((d) => schema(d, 'Status').enum.reverse())).toEqual([]);
  });
});
