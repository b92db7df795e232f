// The sandbox's notion of "now": wall-clock time plus an offset that the test-clock helper advances, so a
// session JWT can be expired without waiting 15 minutes. Everything time-dependent reads this clock. It stops at
// LATEST_TIME: wall time carries an advanced clock on, and a timestamp past it is no RFC 3339 date to store.

/** The last instant an RFC 3339 timestamp (four-digit year) can state; the clock never passes it. */
export const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');

export interface Clock {
  now(): Date;
  /** Moves the clock forward by `ms` milliseconds (never backwards, never past LATEST_TIME). */
  advance(ms: number): void;
}

export function createClock(startAt?: Date): Clock {
  let offset = startAt === undefined ? 0 : startAt.getTime() - Date.now();
  return {
    now: () => new Date(Math.min(Date.now() + offset, LATEST_TIME)),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('the clock only moves forward');
      if (!(Date.now() + offset + ms <= LATEST_TIME))
        throw new RangeError('the clock cannot pass 9999-12-31T23:59:59.999Z');
      offset += ms;
    },
  };
}
