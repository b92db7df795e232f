// unknown_parameter: a name the operation does not declare is refused, never dropped (strict query only).
import { describe, expect, it } from 'vitest';
import { unknownParameter } from '../unknown_parameter.js';
import { fixtureRouter, issues, lenient, named } from './support/query.js';

const router = fixtureRouter();

describe('unknown_parameter', () => {
  it('names an undeclared parameter; the router answers 400 with the contract message', async () => {
    expect(unknownParameter.id).toBe('unknown_parameter');
    expect(named(unknownParameter, 'status=settled&limit=5')).toEqual(['status']);
    expect(await router.answer('status=settled')).toEqual({
      status: 400,
      issues: issues('unknown_parameter', 'status'),
    });
  });

  it('leaves declared parameters, dotted names of a range field and a lenient operation alone', async () => {
    expect(named(unknownParameter, 'type=mint&cursor=abc&initiatedAt.gte=2026-01-01T00:00:00Z')).toEqual([]);
    // unknown_range_operator's to name.
    expect(named(unknownParameter, 'initiatedAt.eq=2026-01-01T00:00:00Z')).toEqual([]);
    expect(named(unknownParameter, 'status=settled', lenient)).toEqual([]);
    expect(await router.answer('type=mint&cursor=abc')).toEqual({ status: 200 });
  });
});
