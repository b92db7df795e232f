// The document the diff models is a frozen copy of the caller's: equal to it, frozen throughout, sharing what the
// original shares (a YAML alias), with a `__proto__` member kept as a member; the caller's document is untouched.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frozenCopy } from '../../packages/contract-model/src/frozen-copy.js';
import { freshDocument } from '../diff/contract-fixture.js';

const frozenThroughout = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  (Object.isFrozen(value) && Object.values(value).every(frozenThroughout));

describe('frozenCopy', () => {
  it('copies the contract frozen throughout and leaves the original as it was', () => {
    const original = freshDocument();
    const copy = frozenCopy(original);
    expect(copy).toEqual(original);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
    expect(frozenThroughout(copy)).toBe(true);
    expect(Object.isFrozen(original) || Object.isFrozen(original.components)).toBe(false);
  });

  it('keeps a value held twice as one value, and __proto__ as a member', () => {
    const original = parse('shared: &money {type: string, pattern: "^[0-9]+$"}\nagain: *money\n') as Record<
      string,
      object
    >;
    expect(original.shared).toBe(original.again);
    const copy = frozenCopy(original);
    expect(copy.shared).toBe(copy.again);
    expect(copy.shared).not.toBe(original.shared);

    const tricky = frozenCopy(JSON.parse('{"__proto__": {"polluted": true}, "kept": 1}') as object);
    expect(Object.keys(tricky)).toEqual(['__proto__', 'kept']);
    expect(Object.getPrototypeOf(tricky)).toBe(Object.prototype);
  });
});
