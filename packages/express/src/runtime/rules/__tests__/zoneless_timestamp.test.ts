// zoneless_timestamp: a range bound without `Z` or an offset is ambiguous and refused.
import { describe, expect, it } from 'vitest';
import { zonelessTimestamp } from '../zoneless_timestamp.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('zoneless_timestamp', () => {
  it('names a bound without a zone, date-time or date; the router answers 400 with the contract message', async () => {
    expect(zonelessTimestamp.id).toBe('zoneless_timestamp');
    expect(named(zonelessTimestamp, 'initiatedAt.gte=2026-01-01T00:00:00&initiatedAt.lt=2026-01-02')).toEqual([
      'initiatedAt.gte',
      'initiatedAt.lt',
    ]);
    expect(await router.answer('initiatedAt.gte=2026-01-01T00:00:00')).toEqual({
      status: 400,
      issues: issues('zoneless_timestamp', 'initiatedAt.gte'),
    });
  });

  it('leaves zoned bounds and zoneless text in a parameter that is no bound alone', async () => {
    expect(
      named(zonelessTimestamp, 'initiatedAt.gte=2026-01-01T00:00:00Z&initiatedAt.lt=2026-01-02T00:00:00%2B02:00'),
    ).toEqual([]);
    expect(named(zonelessTimestamp, 'cursor=2026-01-01T00:00:00')).toEqual([]);
    expect(await router.answer('initiatedAt.gte=2026-01-01T00:00:00Z')).toEqual({ status: 200 });
  });
});
