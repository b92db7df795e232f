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

/** Images kept: one per seed and size a process uses, a few of them, the oldest dropped first. */
const MAX_IMAGES = 4;
const images = new Map<string, Promise<Buffer>>();

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

/** The database seeding writes for `key` (organizations, supply, sample data; no keys), as an SQLite image. */
export function seededImage(key: SeededImageKey): Promise<Buffer> {
  const name = `${key.seed}:${key.transactions}`;
  let image = images.get(name);
  if (image === undefined) {
    image = seededImageOf(key);
    // A failed seeding is not kept: the next start tries again and reports its own error.
    image.catch(() => images.delete(name));
    images.set(name, image);
    if (images.size > MAX_IMAGES) images.delete(images.keys().next().value!);
  } else {
    images.delete(name);
    images.set(name, image);
  }
  return image;
}
