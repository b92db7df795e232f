// Whether the database answers: one trivial query, given up after a bound so a probe never hangs on a dead server.
import { sql } from 'kysely';
import type { Store } from './open-store.js';

/** How long a readiness probe waits for the database. */
export const HEALTH_TIMEOUT_MS = 2000;

export async function databaseAnswers(db: Store): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
