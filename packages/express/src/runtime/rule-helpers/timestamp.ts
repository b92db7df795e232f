// Recognising range-bound timestamps: the shape of an ISO-8601 date-time with or without a zone designator.
const DATE_TIME = '\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)?';
const ZONELESS = new RegExp(`^${DATE_TIME}$`);
const ZONED = new RegExp(`^${DATE_TIME}(?:[Zz]|[+-]\\d{2}:\\d{2})$`);

export function isZonelessTimestamp(value: string): boolean {
  return ZONELESS.test(value);
}

const LEAP_SECOND = /[Tt ]\d{2}:\d{2}:60/;

/**
 * A zoned timestamp the handler could not hold as a Date: a leap second (`23:59:60`, which JSON Schema's
 * date-time accepts and `Date` does not). Other impossible dates (month 13) are the schema's to report.
 */
export function isUnrepresentableTimestamp(value: string): boolean {
  return ZONED.test(value) && LEAP_SECOND.test(value);
}

/** Milliseconds since the epoch for a zoned ISO timestamp, or undefined for anything else. */
export function zonedInstant(value: string): number | undefined {
  if (!ZONED.test(value)) return undefined;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : instant;
}
