// The sandbox's notion of "now": wall-clock time plus an offset that the test-clock helper advances, so a
// session JWT can be expired without waiting 15 minutes. Everything time-dependent reads this clock.

export interface Clock {
  now(): Date;
  /** Moves the clock forward by `ms` milliseconds (never backwards). */
  advance(ms: number): void;
}

export function createClock(startAt?: Date): Clock {
  let offset = startAt === undefined ? 0 : startAt.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
  };
}
