// What the schema walk (walk.ts) found below each place it walked completely. Operations share components, so
// the walk reaches the same place (a pair of pointers, side of the wire, closed-ness) from many operations: once
// its subtree is walked, another operation reaching it takes its changes instead of walking it again.
//
// Recursive schemas make a subtree complete only with its cycle: a place whose walk leads back to a place still
// open above it has not seen everything it reaches until that place is done. The places of one cycle reach the
// same things, so they are recorded together when the first of them entered is left (Tarjan's strongly
// connected components, with the entry numbers the walk hands out).
import type { Change } from './rule.js';

/** What the walk below one place found. */
export interface Reach {
  /** Every change at every schema pair below (and at) the place. */
  changes: ReadonlySet<Change>;
  /** The entry number of the earliest place still open that the walk led back to; Infinity when none. */
  backTo: number;
}

/** A place being walked. */
export interface Frame {
  readonly key: string;
  readonly entry: number;
  backTo: number;
  readonly changes: Set<Change>;
}

const nothing: ReadonlySet<Change> = new Set();

export function union(a: Reach, b: Reach): Reach {
  return { changes: new Set([...a.changes, ...b.changes]), backTo: Math.min(a.backTo, b.backTo) };
}

/** The subtrees of one comparison; every walk of it (each operation's parameters, body, responses) shares them. */
export class Subtrees {
  readonly #done = new Map<string, ReadonlySet<Change>>();
  /** Entered and not yet recorded: being walked, or left but part of a cycle still open. */
  readonly #open = new Map<string, Frame>();
  readonly #pending: Frame[] = [];
  #entries = 0;

  /** A place reached before: done (its changes), or open (a cycle: nothing new, but it leads back there). */
  reached(key: string): Reach | undefined {
    const done = this.#done.get(key);
    if (done) return { changes: done, backTo: Infinity };
    const open = this.#open.get(key);
    return open && { changes: nothing, backTo: open.entry };
  }

  /** Starts walking a place, with the changes found at the place itself. */
  enter(key: string, changes: readonly Change[]): Frame {
    const entry = this.#entries++;
    const frame: Frame = { key, entry, backTo: entry, changes: new Set(changes) };
    this.#open.set(key, frame);
    this.#pending.push(frame);
    return frame;
  }

  /** Adds what the walk of a child found. */
  include(frame: Frame, reach: Reach): void {
    for (const change of reach.changes) frame.changes.add(change);
    frame.backTo = Math.min(frame.backTo, reach.backTo);
  }

  /** Ends the walk of a place; the first place of a cycle records every place of it, with everything they reach. */
  leave(frame: Frame): Reach {
    if (frame.backTo < frame.entry) return { changes: frame.changes, backTo: frame.backTo };
    let member: Frame;
    do {
      member = this.#pending.pop()!;
      this.#open.delete(member.key);
      this.#done.set(member.key, frame.changes);
    } while (member !== frame);
    return { changes: frame.changes, backTo: Infinity };
  }
}
