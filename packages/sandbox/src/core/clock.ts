// The sandbox's notion of "now": wall-clock time plus an offset that the test-clock helper advances, so a
// session JWT can be expired without waiting 15 minutes. Everything time-dependent reads this clock. Its readings
// stop at LATEST_TIME: wall time carries an advanced clock on, and a timestamp past it is no RFC 3339 date to
// store. Time itself runs on past it for sessions (up to TIME_PAST_LATEST), so they still expire there.

/** The last instant an RFC 3339 timestamp (four-digit year) can state; the clock never reads past it. */
export const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/** How far an advance may carry time past LATEST_TIME, for sessions only (many times their 15 minutes). */
export const TIME_PAST_LATEST = 86_400_000;

export interface Clock {
  now(): Date;
  /**
   * The time in milliseconds, also past LATEST_TIME (sessions are judged by it, so they expire when readings have
   * stopped); `now()` when absent.
   */
  instant?(): number;
  /** Moves the clock forward by `ms` milliseconds (never backwards, never past LATEST_TIME + TIME_PAST_LATEST). */
  advance(ms: number): void;
}

/** The time sessions are issued and judged by. */
export function sessionTime(clock: Clock): number {
  return clock.instant?.() ?? clock.now().getTime();
}

/** How far ahead of `clock` time may still be carried (an organization's offset stays within it). */
export function roomAhead(clock: Clock): number {
  return LATEST_TIME + TIME_PAST_LATEST - sessionTime(clock);
}

/** Whether an advance of `ms` keeps `clock` within the time it may reach. */
export function canAdvance(clock: Clock, ms: number): boolean {
  return ms <= roomAhead(clock);
}

export function createClock(startAt?: Date): Clock {
  let offset = startAt === undefined ? 0 : startAt.getTime() - Date.now();
  const clock: Clock = {
    now: () => new Date(Math.min(Date.now() + offset, LATEST_TIME)),
    instant: () => Date.now() + offset,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('the clock only moves forward');
      if (!canAdvance(clock, ms)) throw new RangeError('the clock cannot pass 9999-12-31T23:59:59.999Z by a day');
      offset += ms;
    },
  };
  return clock;
}

/**
 * An organization's clock: `base` plus the organization's own offset (stored with the organization, so every
 * process reads the same). It moves when wall time or `base` does; the organization's advances change the stored
 * offset, not this object.
 */
export function offsetClock(base: Clock, offsetMs: number): Clock {
  if (offsetMs === 0) return base;
  const instant = () => sessionTime(base) + offsetMs;
  return {
    now: () => new Date(Math.min(instant(), LATEST_TIME)),
    instant,
    advance() {
      throw new Error("an organization's clock advances through its stored offset");
    },
  };
}
