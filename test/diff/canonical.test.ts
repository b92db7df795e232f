// sameCanonical answers what comparing two canonical forms answers, without building them: for values of a parsed
// document, equal, reordered, or different anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, sameCanonical } from '../../packages/api-toolkit/src/diff/canonical.js';

/** The same value with every object's keys in reverse order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reordered(item)]),
  );
};

const agrees = (a: unknown, b: unknown) => expect(sameCanonical(a, b)).toBe(canonical(a) === canonical(b));

describe('sameCanonical', () => {
  it('agrees with the canonical forms on reordered copies and on unrelated values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameCanonical(a, reordered(a))).toBe(true);
        agrees(a, b);
      }),
    );
  });

  it('agrees on values one edit apart', () => {
    const edits = [
      (v: Record<string, unknown>) => ({ ...v, added: 1 }),
      (v: Record<string, unknown>) => ({ ...v, nested: { ...(v.nested as object), deep: [null] } }),
      (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).slice(1)),
    ];
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.constantFrom(...edits), (value, edit) => {
        agrees(value, edit(value));
        agrees(edit(value), value);
      }),
    );
    for (const [a, b] of [
      [[1, 2], { 0: 1, 1: 2 }],
      [[1], [1, 2]],
      [null, 'null'],
      [0, -0],
      [[], {}],
      [{ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }],
    ] as const)
      agrees(a, b);
  });
});
