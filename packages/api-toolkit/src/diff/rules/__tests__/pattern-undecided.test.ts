// pattern-undecided: a changed `pattern` whose inclusion automata cannot decide: warning.
import { describe, expect, it } from 'vitest';
import { changes, schema } from './support/pair.js';

describe('pattern-undecided', () => {
  it('reports: a lookahead added to a request pattern', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.item.pattern = '^(?=a)[a-z]+$'), {
        base: (d) => (schema(d, 'NewOrder').properties.item.pattern = '^[a-z]+$'),
      }),
    ).toEqual([
      ['pattern-undecided', 'warning', 'NewOrder.item pattern ^[a-z]+$ → ^(?=a)[a-z]+$: inclusion not decided.'],
    ]);
  });

  it('does not report: a pattern that decidably widens (constraint-widened)', async () => {
    expect(
      await changes((d) => (schema(d, 'NewOrder').properties.item.pattern = '^[a-zA-Z]+$'), {
        base: (d) => (schema(d, 'NewOrder').properties.item.pattern = '^[a-z]+$'),
      }),
    ).toEqual([['constraint-widened', 'info', 'NewOrder.item accepts more: pattern ^[a-z]+$ → ^[a-zA-Z]+$.']]);
  });
});
