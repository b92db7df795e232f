// Recognising range-bound timestamps: the shape of an ISO-8601 date-time with or without a zone designator.
import { isDigit, timestampInstant } from '../timestamp-date.js';

const DATE_TIME = '\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)?';
const ZONELESS = new RegExp(`^${DATE_TIME}$`);
const ZONED = new RegExp(`^${DATE_TIME}(?:[Zz]|[+-]\\d{2}:\\d{2})$`);

export function isZonelessTimestamp(value: string): boolean {
  // Every zoneless shape ends in a digit: a zoned bound (ending in `Z`) is told apart without the expression.
  return isDigit(value, value.length - 1) && ZONELESS.test(value);
}

/** The instants whose UTC form has a four-digit year, as every stored timestamp has: they compare as text. */
const EARLIEST = Date.parse('0000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A zoned timestamp the handler could not hold as a Date (a leap second, `23:59:60`, which JSON Schema's date-time
 * accepts and `Date` does not), or whose instant lies outside years 0000 to 9999 in UTC
 * (`9999-12-31T23:59:59-01:00`, which `toISOString()` writes `+010000-…`). Other impossible dates (month 13) are
 * the schema's to report.
 */
export function isUnrepresentableTimestamp(value: string): boolean {
  // ZONED fixes the places: the seconds, when sent, follow the `:` at 16. An offset moves an instant by less than
  // 100 hours: only years 0000 and 9999 can cross the bounds. Anything else is representable, whatever its shape.
  const leapSecond = value.charCodeAt(16) === 0x3a && value.startsWith('60', 17);
  if (!leapSecond && !value.startsWith('0000') && !value.startsWith('9999')) return false;
  if (!ZONED.test(value)) return false;
  if (leapSecond) return true;
  const instant = Date.parse(value);
  return instant < EARLIEST || instant > LATEST;
}

/** Milliseconds since the epoch for a zoned ISO timestamp, or undefined for anything else. */
export function zonedInstant(value: string): number | undefined {
  if (!ZONED.test(value)) return undefined;
  const instant = timestampInstant(value);
  return Number.isNaN(instant) ? undefined : instant;
}
