// unrepresentable_timestamp: a zoned bound that names no instant a Date can hold (a leap second) is refused, never
// handed to the handler as an Invalid Date.
import { describe, expect, it } from 'vitest';
import { unrepresentableTimestamp } from '../unrepresentable_timestamp.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('unrepresentable_timestamp', () => {
  it('names a leap-second bound, in Z, an offset or with a fraction; the router answers 400 with the contract message', async () => {
    expect(unrepresentableTimestamp.id).toBe('unrepresentable_timestamp');
    expect(
      named(
        unrepresentableTimestamp,
        'initiatedAt.gt=2016-12-31T23:59:60Z&initiatedAt.lte=2016-12-31T20:59:60.5-03:00',
      ),
    ).toEqual(['initiatedAt.gt', 'initiatedAt.lte']);
    expect(await router.answer('initiatedAt.gt=2016-12-31T23:59:60Z')).toEqual({
      status: 400,
      issues: issues('unrepresentable_timestamp', 'initiatedAt.gt'),
    });
    expect(await router.answer('initiatedAt.lt=2017-01-01T00:59:60.250%2B01:00')).toEqual({
      status: 400,
      issues: issues('unrepresentable_timestamp', 'initiatedAt.lt'),
    });
  });

  it('names a bound outside years 0000 to 9999 in UTC, which an offset can carry a four-digit year past', async () => {
    expect(
      named(
        unrepresentableTimestamp,
        'initiatedAt.lt=9999-12-31T23:59:59-01:00&initiatedAt.gte=0000-01-01T00:00:00%2B00:01',
      ),
    ).toEqual(['initiatedAt.lt', 'initiatedAt.gte']);
    expect(await router.answer('initiatedAt.lt=9999-12-31T23:59:59-01:00')).toEqual({
      status: 400,
      issues: issues('unrepresentable_timestamp', 'initiatedAt.lt'),
    });
    expect(
      named(unrepresentableTimestamp, 'initiatedAt.lt=9999-12-31T23:59:59.999Z&initiatedAt.gte=0000-01-01T00:00:00Z'),
    ).toEqual([]);
  });

  it('leaves ordinary bounds, zoneless ones (zoneless_timestamp) and parameters that are no bound alone', async () => {
    expect(named(unrepresentableTimestamp, 'initiatedAt.gt=2016-12-31T23:59:59.999Z')).toEqual([]);
    expect(named(unrepresentableTimestamp, 'initiatedAt.gt=2016-12-31T23:59:60')).toEqual([]);
    expect(named(unrepresentableTimestamp, 'cursor=2016-12-31T23:59:60Z')).toEqual([]);
    expect(await router.answer('initiatedAt.gt=2016-12-31T23:59:59Z')).toEqual({ status: 200 });
  });
});
