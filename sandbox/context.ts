// What every sandbox operation works with: the database, the (test) clock and a source of new ids.
import type { Clock } from './clock.js';
import type { Store } from './store/open-store.js';

export interface SandboxContext {
  db: Store;
  clock: Clock;
  newId(): string;
}

export function nowIso(ctx: SandboxContext): string {
  return ctx.clock.now().toISOString();
}
