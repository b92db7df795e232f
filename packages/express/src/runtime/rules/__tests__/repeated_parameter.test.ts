// repeated_parameter: a list takes one comma-separated parameter; the same name twice is refused (strict query only).
import { describe, expect, it } from 'vitest';
import { repeatedParameter } from '../repeated_parameter.js';
import { fixtureRouter, issues, lenient, named } from './support/query.js';

const router = fixtureRouter();

describe('repeated_parameter', () => {
  it('names a parameter sent twice, once; the router answers 400 with the contract message', async () => {
    expect(repeatedParameter.id).toBe('repeated_parameter');
    expect(named(repeatedParameter, 'type=mint&type=redeem&type=bridge&limit=5')).toEqual(['type']);
    expect(await router.answer('type=mint&type=redeem')).toEqual({
      status: 400,
      issues: issues('repeated_parameter', 'type'),
    });
  });

  it('leaves one comma-separated list and a lenient operation alone', async () => {
    expect(named(repeatedParameter, 'type=mint,redeem&limit=5')).toEqual([]);
    expect(named(repeatedParameter, 'type=mint&type=redeem', lenient)).toEqual([]);
    expect(await router.answer('type=mint,redeem')).toEqual({ status: 200 });
  });
});
