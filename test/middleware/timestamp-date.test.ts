// A range bound reaches the handler as `timestampDate(text)`, and a window's rules compare `timestampInstant(text)`,
// both read from fixed places instead of the engine's parser. Property: on any text of the bound's layout, fields in
// range or not, and on texts near it, they are `new Date(text)` and `Date.parse(text)`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timestampDate, timestampInstant } from '../../packages/express/src/runtime/timestamp-date.js';

const digits = (count: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(count, '0'));

/** `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, each field at times past its range. */
const layout = fc
  .tuple(
    digits(4, 9999),
    digits(2, 13),
    digits(2, 32),
    digits(2, 25),
    digits(2, 61),
    digits(2, 61),
    fc.option(fc.stringMatching(/^[0-9]{0,12}$/), { nil: undefined }),
    fc.oneof(
      fc.constant('Z'),
      fc.tuple(fc.constantFrom('+', '-'), digits(2, 25), digits(2, 61)).map((z) => z.join('')),
    ),
  )
  .map(([year, month, day, hour, minute, second, fraction, zone]) => {
    const offset = zone.length === 1 ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
    return `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction === undefined ? '' : `.${fraction}`}${offset}`;
  });

/** One character of a text of the layout replaced, dropped or doubled. */
const nearLayout = fc
  .tuple(layout, fc.nat(), fc.constantFrom('', 'x', ' ', 't', 'z', '0', ':', '-', '+', '.', 'ZZ'))
  .map(([text, at, put]) => {
    const index = at % text.length;
    return text.slice(0, index) + put + text.slice(index + 1);
  });

/** NaN as the parser's word for it, so that two NaNs compare equal. */
const readable = (time: number) => (Number.isNaN(time) ? 'Invalid Date' : time);

const sameInstant = (text: string) => {
  expect(readable(timestampDate(text).getTime()), text).toEqual(readable(new Date(text).getTime()));
  expect(readable(timestampInstant(text)), text).toEqual(readable(Date.parse(text)));
};

describe('timestampDate and timestampInstant', () => {
  it.each([
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00.1239Z',
    '2024-02-29T12:00:00+05:45',
    '0000-01-01T00:00:00+01:00',
    '0050-03-01T00:00:00Z',
    '1969-12-31T23:59:59.5Z',
    '9999-12-31T23:59:59.999Z',
    '2016-12-31T23:59:60Z',
    '2026-02-30T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:00:00.Z',
    '2026-01-01',
  ])('give new Date(%s) and Date.parse', sameInstant);

  it('give new Date(text) and Date.parse(text) on any text of the layout, fields in range or not', () => {
    fc.assert(fc.property(layout, sameInstant), { numRuns: 5000 });
  });

  it('give new Date(text) and Date.parse(text) on texts one character away from the layout', () => {
    fc.assert(fc.property(nearLayout, sameInstant), { numRuns: 5000 });
  });
});
