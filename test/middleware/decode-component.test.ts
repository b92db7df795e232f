// A query's names and values are decoded by decodeComponent: `+` as a space, then percent-decoding. Escapes of
// ASCII characters are read in place (raw-query.ts); property: on any text, it answers as decodeURIComponent does
// after `+` becomes a space, and undefined where that throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeComponent } from '../../packages/express/src/runtime/raw-query.js';

function reference(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Texts rich in escapes: ASCII and UTF-8 ones, broken ones, `+`, hex digits of either case, other characters. */
const piece = fc.oneof(
  fc.integer({ min: 0, max: 0x7f }).map((code) => `%${code.toString(16).padStart(2, '0')}`),
  fc.integer({ min: 0, max: 0x7f }).map((code) => `%${code.toString(16).toUpperCase().padStart(2, '0')}`),
  fc.string({ unit: 'grapheme', maxLength: 2 }).map(encodeURIComponent),
  fc.constantFrom('%', '%2', '%G1', '%e9', '%C3', '%C3%A9', '%80', '+', 'a', 'Z', '0', ':', ',', 'é', '%%41'),
);
const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('decodeComponent', () => {
  it.each(['', 'plain', '2026-01-01T00%3A00%3A00Z', 'a+b', '%7e%7E', '%C3%A9', '%E9', '%', '%4', '%zz'])(
    'decodes %j as decodeURIComponent does',
    (given) => expect(decodeComponent(given)).toBe(reference(given)),
  );

  it('decodes any text as decodeURIComponent does, `+` as a space', () => {
    fc.assert(
      fc.property(text, (given) => {
        expect(decodeComponent(given)).toBe(reference(given));
      }),
      { numRuns: 5000 },
    );
  });

  it('decodes a long text too', () => {
    const long = '%41'.repeat(2000);
    expect(decodeComponent(long)).toBe('A'.repeat(2000));
    expect(decodeComponent(`${long}%`)).toBeUndefined();
  });
});
