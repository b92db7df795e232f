// unknown_range_operator: a dotted name on a declared range field with an operator the field does not declare.
import { describe, expect, it } from 'vitest';
import { unknownRangeOperator } from '../unknown_range_operator.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('unknown_range_operator', () => {
  it('names an undeclared operator on a range field; the router answers 400 with the contract message', async () => {
    expect(unknownRangeOperator.id).toBe('unknown_range_operator');
    expect(
      named(unknownRangeOperator, 'initiatedAt.eq=2026-01-01T00:00:00Z&initiatedAt.gte=2026-01-01T00:00:00Z'),
    ).toEqual(['initiatedAt.eq']);
    expect(await router.answer('initiatedAt.eq=2026-01-01T00:00:00Z')).toEqual({
      status: 400,
      issues: issues('unknown_range_operator', 'initiatedAt.eq'),
    });
  });

  it('leaves declared bounds and dotted names of fields that are no range alone', async () => {
    expect(
      named(unknownRangeOperator, 'initiatedAt.gt=2026-01-01T00:00:00Z&initiatedAt.lte=2026-02-01T00:00:00Z'),
    ).toEqual([]);
    // unknown_parameter's to name: `type` is no range field.
    expect(named(unknownRangeOperator, 'type.eq=mint')).toEqual([]);
    expect(await router.answer('initiatedAt.gt=2026-01-01T00:00:00Z')).toEqual({ status: 200 });
  });
});
