// What every sandbox operation works with: the database, the (test) clock and a source of new ids.
import type { Clock } from './clock.js';
import type { SandboxLimits } from './limits.js';
import type { Store } from './store/open-store.js';

/** Temporary unavailability an organization's test helper switched on (stored with the organization). */
export interface Outages {
  routeCreation: boolean;
  tokenExchange: boolean;
}

export interface SandboxContext {
  db: Store;
  /** The sandbox's clock; inside a request of an organization, that organization's (`forOrganization`). */
  clock: Clock;
  newId(): string;
  /** Inside a request of an organization, its outages; none outside one. */
  outages: Outages;
  /** Bounds other than the defaults (`limits.ts`). */
  limits?: Partial<SandboxLimits>;
}

export function nowIso(ctx: SandboxContext): string {
  return ctx.clock.now().toISOString();
}

/** The context of a request of an organization: its clock and outages (read with its key, `Principal`). */
export function forOrganization(ctx: SandboxContext, organization: { clock: Clock; outages: Outages }): SandboxContext {
  return { ...ctx, clock: organization.clock, outages: organization.outages };
}
