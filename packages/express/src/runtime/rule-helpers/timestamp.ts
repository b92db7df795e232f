// Recognising range-bound timestamps: the shape of an ISO-8601 date-time with or without a zone designator.
const DATE_TIME = '\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)?';
const ZONELESS = new RegExp(`^${DATE_TIME}$`);
const ZONED = new RegExp(`^${DATE_TIME}(?:[Zz]|[+-]\\d{2}:\\d{2})$`);

export function isZonelessTimestamp(value: string): boolean {
  return ZONELESS.test(value);
}

/** Milliseconds since the epoch for a zoned ISO timestamp, or undefined for anything else. */
export function zonedInstant(value: string): number | undefined {
  if (!ZONED.test(value)) return undefined;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : instant;
}
