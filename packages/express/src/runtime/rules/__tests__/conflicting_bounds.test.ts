// conflicting_bounds: two bounds on one side of a range (`gt` with `gte`); both are named.
import { describe, expect, it } from 'vitest';
import { conflictingBounds } from '../conflicting_bounds.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('conflicting_bounds', () => {
  it('names both bounds of a side given twice; the router answers 400 with the contract message', async () => {
    expect(conflictingBounds.id).toBe('conflicting_bounds');
    const upper = 'initiatedAt.lt=2026-02-01T00:00:00Z&initiatedAt.lte=2026-02-02T00:00:00Z';
    expect(named(conflictingBounds, upper)).toEqual(['initiatedAt.lt', 'initiatedAt.lte']);
    expect(await router.answer('initiatedAt.gt=2026-01-01T00:00:00Z&initiatedAt.gte=2026-01-02T00:00:00Z')).toEqual({
      status: 400,
      issues: issues('conflicting_bounds', 'initiatedAt.gt', 'initiatedAt.gte'),
    });
  });

  it('leaves one bound per side alone', async () => {
    const range = 'initiatedAt.gt=2026-01-01T00:00:00Z&initiatedAt.lte=2026-02-01T00:00:00Z';
    expect(named(conflictingBounds, range)).toEqual([]);
    expect(await router.answer(range)).toEqual({ status: 200 });
  });
});
