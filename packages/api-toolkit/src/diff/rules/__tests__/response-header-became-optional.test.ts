// response-header-became-optional: a required response header is no longer always present: breaking.
import { describe, expect, it } from 'vitest';
import { changes, placeOrder } from './support/pair.js';

describe('response-header-became-optional', () => {
  it('reports: Request-Id no longer required', async () => {
    expect(await changes((d) => (placeOrder(d).responses['201'].headers['Request-Id'].required = false))).toEqual([
      ['response-header-became-optional', 'breaking', "Header 'Request-Id' of status 201 is no longer always present."],
    ]);
  });

  it('does not report: an optional header becoming required', async () => {
    expect(
      await changes((d) => (placeOrder(d).responses['201'].headers['Request-Id'].required = true), {
        base: (d) => (placeOrder(d).responses['201'].headers['Request-Id'].required = false),
      }),
    ).toEqual([]);
  });
});
