// empty_value: `?type=` or `?cursor` is refused rather than read as "no filter" (strict query only).
import { describe, expect, it } from 'vitest';
import { emptyValue } from '../empty_value.js';
import { fixtureRouter, issues, lenient, named } from './support/query.js';

const router = fixtureRouter();

describe('empty_value', () => {
  it('names each parameter sent empty, with or without "="; the router answers 400 with the contract message', async () => {
    expect(emptyValue.id).toBe('empty_value');
    expect(named(emptyValue, 'type=&cursor&limit=5')).toEqual(['type', 'cursor']);
    expect(await router.answer('type=&cursor')).toEqual({
      status: 400,
      issues: issues('empty_value', 'type', 'cursor'),
    });
  });

  it('leaves values, undeclared names and a lenient operation alone', async () => {
    expect(named(emptyValue, 'type=mint&cursor=abc')).toEqual([]);
    // unknown_parameter's to name.
    expect(named(emptyValue, 'colour=')).toEqual([]);
    expect(named(emptyValue, 'type=', lenient)).toEqual([]);
    expect(await router.answer('type=mint&cursor=abc')).toEqual({ status: 200 });
  });
});
