// What every sandbox operation works with: the database, the (test) clock and a source of new ids.
import type { Clock } from './clock.js';
import type { SandboxLimits } from './limits.js';
import type { Store } from './store/open-store.js';

/** Temporary unavailability switched on by a test helper (in memory: a restart clears it). */
export interface Outages {
  routeCreation: boolean;
  tokenExchange: boolean;
}

export interface SandboxContext {
  db: Store;
  clock: Clock;
  newId(): string;
  outages: Outages;
  /** Bounds other than the defaults (`limits.ts`). */
  limits?: Partial<SandboxLimits>;
}

export function nowIso(ctx: SandboxContext): string {
  return ctx.clock.now().toISOString();
}
