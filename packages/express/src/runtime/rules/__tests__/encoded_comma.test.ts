// encoded_comma: a list splits on the commas as sent, so `%2C` is part of one value and the caller is told so.
import { describe, expect, it } from 'vitest';
import { encodedComma } from '../encoded_comma.js';
import { fixtureRouter, issues, named } from './support/query.js';

const router = fixtureRouter();

describe('encoded_comma', () => {
  it('names a list holding an encoded comma, in either case; the router answers 400 with the contract message', async () => {
    expect(encodedComma.id).toBe('encoded_comma');
    for (const query of ['type=mint%2Credeem', 'type=mint%2credeem', 'type=mint,redeem%2Cbridge'])
      expect(named(encodedComma, query), query).toEqual(['type']);
    expect(await router.answer('type=mint%2Credeem')).toEqual({
      status: 400,
      issues: issues('encoded_comma', 'type'),
    });
  });

  it('leaves literal commas and an encoded comma in a parameter that is no list alone', async () => {
    expect(named(encodedComma, 'type=mint,redeem')).toEqual([]);
    expect(named(encodedComma, 'cursor=a%2Cb')).toEqual([]);
    expect(await router.answer('type=mint,redeem&cursor=a%2Cb')).toEqual({ status: 200 });
  });
});
