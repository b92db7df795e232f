// Concrete values the generated cases need: zoned timestamps in both zone styles, fresh ids.
import { randomUUID } from 'node:crypto';

export const freshUuid = (): string => randomUUID();

/** The same instant written with a `Z` zone. */
export const zulu = (instant: Date): string => instant.toISOString();

/** The same instant written in a non-UTC offset zone (+05:30), to prove offsets are honoured. */
export function withOffset(instant: Date, offsetMinutes = 330): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${shifted}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A local date-time with no zone at all, which the contract rejects. */
export const zoneless = (instant: Date): string => instant.toISOString().slice(0, 19);

/** A leap second, which JSON Schema's date-time accepts and no Date can hold. */
export const LEAP_SECOND = '2016-12-31T23:59:60Z';
export const OUT_OF_SET = 'not-a-listed-value';
export const MALFORMED_ID = 'not-an-id';
export const UNKNOWN_PARAMETER = 'conformanceProbe';
