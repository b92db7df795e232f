// A new in-memory sandbox seeded as one before it in this process starts from a copy of that one's seeded database
// (better-sqlite3's serialize), not by seeding again: seeding is deterministic (seed-sandbox.ts) and reads no
// clock that a copy taken moments earlier would show, so the copy holds what seeding would write. A test suite
// that starts an embedded sandbox per file seeds once.
import { randomUUID } from 'node:crypto';
import { initialize } from './bootstrap.js';
import { createClock } from '../core/clock.js';
import { openStore, type Store } from '../store/open-store.js';
import { sqliteImage } from '../store/sqlite-store.js';
import { inTransaction } from '../store/transaction.js';

export interface SeededImageKey {
  seed: number;
  transactions: number;
}

/**
 * Seeds a new database as a sandbox starting on it would, keys aside: what an image holds (and a template database
 * other databases are copied from, as the tests do on PostgreSQL).
 */
export async function seedDatabase(db: Store, { seed, transactions }: SeededImageKey): Promise<void> {
  const ctx = { db, clock: createClock(), newId: randomUUID, outages: { routeCreation: false, tokenExchange: false } };
  await inTransaction(ctx, (ctx) => initialize(ctx, { seed, seedTransactions: transactions }));
}

async function seededImageOf(key: SeededImageKey): Promise<Buffer> {
  const db = await openStore(':memory:');
  try {
    await seedDatabase(db, key);
    return sqliteImage(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Seeded images by seed and size, the least recently used first. The newest is always kept; older ones are dropped
 * while all together hold more than `maxBytes` (an image of 100,000 transactions holds about 200 MB).
 */
export class SeededImages {
  readonly #images = new Map<string, Promise<Buffer>>();
  readonly #sizes = new Map<string, number>();

  constructor(readonly maxBytes: number) {}

  /** The database seeding writes for `key` (organizations, supply, sample data; no keys), as an SQLite image. */
  get(key: SeededImageKey): Promise<Buffer> {
    const name = `${key.seed}:${key.transactions}`;
    const kept = this.#images.get(name);
    // Set again, so the map's order stays least recently used first.
    this.#images.delete(name);
    const image = kept ?? seededImageOf(key);
    this.#images.set(name, image);
    if (kept === undefined) {
      // A failed seeding is not kept: the next start tries again and reports its own error.
      image.then(
        (buffer) => this.#images.get(name) === image && this.#made(name, buffer.length),
        () => this.#images.get(name) === image && this.#images.delete(name),
      );
    }
    return image;
  }

  /** The names of the images kept, the least recently used first. */
  names(): string[] {
    return [...this.#images.keys()];
  }

  #made(name: string, bytes: number): void {
    this.#sizes.set(name, bytes);
    let total = 0;
    for (const size of this.#sizes.values()) total += size;
    const newest = [...this.#images.keys()].at(-1);
    for (const older of this.#images.keys()) {
      if (total <= this.maxBytes) break;
      const size = this.#sizes.get(older);
      // An image still being seeded has no size yet: it is weighed when it is made.
      if (older === newest || size === undefined) continue;
      this.#images.delete(older);
      this.#sizes.delete(older);
      total -= size;
    }
  }
}

/** The images of this process: a suite's seeds and sizes (600 transactions take 1.5 MB) fit in many times over. */
const images = new SeededImages(64 * 1024 * 1024);

/** The database seeding writes for `key`, as an SQLite image kept for the next sandbox seeded alike. */
export function seededImage(key: SeededImageKey): Promise<Buffer> {
  return images.get(key);
}
