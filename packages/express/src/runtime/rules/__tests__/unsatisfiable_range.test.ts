// unsatisfiable_range: a range nothing can satisfy (lower after upper, or equal with an exclusive side); both
// bounds are named.
import { describe, expect, it } from 'vitest';
import { unsatisfiableRange } from '../unsatisfiable_range.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('unsatisfiable_range', () => {
  it('names both bounds of an empty range; the router answers 400 with the contract message', async () => {
    expect(unsatisfiableRange.id).toBe('unsatisfiable_range');
    const reversed = 'initiatedAt.gte=2026-02-01T00:00:00Z&initiatedAt.lt=2026-01-01T00:00:00Z';
    const equalExclusive = 'initiatedAt.gte=2026-01-01T00:00:00Z&initiatedAt.lt=2026-01-01T00:00:00Z';
    expect(named(unsatisfiableRange, reversed)).toEqual(['initiatedAt.gte', 'initiatedAt.lt']);
    expect(named(unsatisfiableRange, equalExclusive)).toEqual(['initiatedAt.gte', 'initiatedAt.lt']);
    expect(await router.answer(reversed)).toEqual({
      status: 400,
      issues: issues('unsatisfiable_range', 'initiatedAt.gte', 'initiatedAt.lt'),
    });
  });

  it('leaves a satisfiable range alone, offsets honoured, and bounds it cannot read', async () => {
    // 02:00+02:00 is 00:00Z: [00:00Z, 00:00Z] with both sides inclusive holds one instant.
    const instant = 'initiatedAt.gte=2026-01-01T02:00:00%2B02:00&initiatedAt.lte=2026-01-01T00:00:00Z';
    expect(named(unsatisfiableRange, instant)).toEqual([]);
    expect(await router.answer(instant)).toEqual({ status: 200 });
    // zoneless_timestamp's to name.
    expect(named(unsatisfiableRange, 'initiatedAt.gte=2026-02-01T00:00:00&initiatedAt.lt=2026-01-01T00:00:00')).toEqual(
      [],
    );
  });
});
