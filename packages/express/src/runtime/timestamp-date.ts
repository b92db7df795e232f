// The Date a range bound is handed to the handler as, and the instant a window's rules compare. `new Date(text)` and
// `Date.parse(text)` give them too, but run the engine's date parser: on a busy server that costs several
// microseconds a request, against a fraction of one in a loop. A bound the contract accepts has one layout,
// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`: its digits are read from fixed places and the instant counted in plain
// arithmetic. Any other text, or a field out of its range, is left to the parser, so the answer is always its own.

const DAY = 86_400_000;
/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_DAYS = 719_468;

const digit = (text: string, index: number) => text.charCodeAt(index) - 0x30;
/** Whether `text` holds an ASCII digit at `index` (false past either end). */
export function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0x30 && code <= 0x39;
}
/** The two digits at `index`, or NaN. */
const pair = (text: string, index: number) =>
  isDigit(text, index) && isDigit(text, index + 1) ? digit(text, index) * 10 + digit(text, index + 1) : NaN;

/** Days since 1970-01-01 of a Gregorian date (months 1 to 12), counted in eras of 400 years from a March. */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const shifted = month <= 2 ? year - 1 : year;
  const era = Math.floor(shifted / 400);
  const yearOfEra = shifted - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - EPOCH_DAYS;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Milliseconds since the epoch of `text` in the contract's layout with every field in range; NaN otherwise. */
function instant(text: string): number {
  const length = text.length;
  if (length < 20 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':')
    return NaN;
  const year = pair(text, 0) * 100 + pair(text, 2);
  const month = pair(text, 5);
  const day = pair(text, 8);
  const hour = pair(text, 11);
  const minute = pair(text, 14);
  const second = pair(text, 17);
  // A fraction counts in whole milliseconds: digits past the third are dropped, as the parser drops them. Past
  // nine digits the parser reads some fractions otherwise (`.0010000000` as 10 ms): those are left to it.
  let at = 19;
  let millisecond = 0;
  if (text[at] === '.') {
    const start = ++at;
    while (at < length && isDigit(text, at)) at++;
    if (at === start || at - start > 9) return NaN;
    for (let index = start; index < start + 3; index++)
      millisecond = millisecond * 10 + (index < at ? digit(text, index) : 0);
  }
  // `Z`, or a sign and `HH:MM` ending the text.
  let offset = 0;
  const zone = text[at];
  if (zone !== 'Z' || at !== length - 1) {
    if (!((zone === '+' || zone === '-') && at === length - 6 && text[at + 3] === ':')) return NaN;
    const offsetHour = pair(text, at + 1);
    const offsetMinute = pair(text, at + 4);
    if (!(offsetHour <= 23 && offsetMinute <= 59)) return NaN;
    offset = (zone === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute) * 60_000;
  }
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return NaN;
  if (!(hour <= 23 && minute <= 59 && second <= 59)) return NaN;
  return daysSinceEpoch(year, month, day) * DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond - offset;
}

/** `Date.parse(text)`, read without the engine's parser when `text` has the contract's layout. */
export function timestampInstant(text: string): number {
  const time = instant(text);
  return Number.isNaN(time) ? Date.parse(text) : time;
}

/** `new Date(text)`, read without the engine's parser when `text` has the contract's layout. */
export const timestampDate = (text: string): Date => new Date(timestampInstant(text));
