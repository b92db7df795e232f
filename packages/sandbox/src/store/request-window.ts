// Counts an organization's requests in a sliding window of SLOTS slots, each a twentieth of the window: a request
// is taken while fewer than the limit were taken in the current slot and the twenty before it. Those slots cover
// the whole window, so no stretch as long as it ever holds more than the limit, a burst up to the limit passes at
// once, and a sustained flood gets the limit per 21 twentieths of the window (95% of it). Over PostgreSQL every
// replica counts in one row per organization of an unlogged table (counters, not data: a crash may clear them),
// with one statement per request, decided on the row as locked, so concurrent replicas never pass the limit
// together. Over SQLite, the one process counts in memory.
import { sql } from 'kysely';
import { engineOf, type Store } from './open-store.js';

/** A limit of every rate-limit option: requests allowed per window, per client address, key or organization. */
export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export const SLOTS = 21;

/** The slots the window covers, oldest first, ending with the slot `slot`. */
interface Window {
  slot: number;
  counts: number[];
}

/** What taking a request decided: taken, or how long until one would be. */
export type Taken = { taken: true } | { taken: false; waitMs: number };

export interface RequestWindow {
  take(organizationId: string): Promise<Taken>;
}

/** The window moved on to `slot`: counts of slots it no longer covers drop off. */
function movedTo(window: Window, slot: number): number[] {
  const shift = Math.min(SLOTS, Math.max(0, slot - window.slot));
  return [...window.counts.slice(shift), ...Array<number>(shift).fill(0)];
}

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/** Until the oldest slots drop off enough for one more request. */
function waitMs(window: Window, requests: number, slotMs: number, nowMs: number): number {
  let dropped = 1;
  while (dropped < SLOTS && sum(window.counts.slice(dropped)) >= requests) dropped++;
  return (window.slot + dropped) * slotMs - nowMs;
}

function memoryWindow(limit: RateLimit, slotMs: number): RequestWindow {
  const windows = new Map<string, Window>();
  return {
    async take(organizationId) {
      const now = Date.now();
      const slot = Math.floor(now / slotMs);
      // Windows no request moved for a whole window hold nothing: dropped, so the map holds the active ones.
      if (windows.size > 1000) for (const [id, window] of windows) if (slot - window.slot >= SLOTS) windows.delete(id);
      const last = windows.get(organizationId) ?? { slot, counts: Array<number>(SLOTS).fill(0) };
      const window = { slot: Math.max(slot, last.slot), counts: movedTo(last, slot) };
      windows.set(organizationId, window);
      if (sum(window.counts) >= limit.requests)
        return { taken: false, waitMs: waitMs(window, limit.requests, slotMs, now) };
      window.counts[SLOTS - 1]! += 1;
      return { taken: true };
    },
  };
}

/** The same window in SQL: the row's counts moved to the database clock's slot, then counted in if room is left. */
function postgresWindow(db: Store, limit: RateLimit, slotMs: number): RequestWindow {
  return {
    async take(organizationId) {
      const { rows } = await sql<{ taken: boolean; slot: number; counts: number[]; now_ms: number }>`
        INSERT INTO organization_request_windows AS r (organization_id, slot, counts, taken)
        VALUES (${organizationId}, floor(extract(epoch FROM clock_timestamp()) * 1000 / ${slotMs}::float8),
                array_fill(0, ARRAY[${SLOTS - 1}::int]) || 1, true)
        ON CONFLICT (organization_id) DO UPDATE SET (slot, counts, taken) = (
          SELECT greatest(r.slot, excluded.slot),
                 CASE WHEN used < ${limit.requests}::int THEN kept[1:${SLOTS - 1}::int] || (kept[${SLOTS}::int] + 1) ELSE kept END,
                 used < ${limit.requests}::int
          FROM (SELECT kept, (SELECT coalesce(sum(c), 0) FROM unnest(kept) c) AS used
                FROM (SELECT r.counts[shift + 1:${SLOTS}::int] || array_fill(0, ARRAY[shift]) AS kept
                      FROM (SELECT least(${SLOTS}::int, greatest(0, excluded.slot - r.slot))::int AS shift) moved) window_now) counted)
        RETURNING taken, slot, counts, extract(epoch FROM clock_timestamp())::float8 * 1000 AS now_ms
      `.execute(db);
      const row = rows[0]!;
      return row.taken ? { taken: true } : { taken: false, waitMs: waitMs(row, limit.requests, slotMs, row.now_ms) };
    },
  };
}

/** Drops a deleted organization's row; a memory window no request moves drops by itself. */
export async function forgetWindow(db: Store, organizationId: string): Promise<void> {
  if (engineOf(db) === 'postgres')
    await sql`DELETE FROM organization_request_windows WHERE organization_id = ${organizationId}`.execute(db);
}

export function requestWindow(db: Store, limit: RateLimit): RequestWindow {
  const slotMs = (limit.windowSeconds * 1000) / (SLOTS - 1);
  return engineOf(db) === 'postgres' ? postgresWindow(db, limit, slotMs) : memoryWindow(limit, slotMs);
}
