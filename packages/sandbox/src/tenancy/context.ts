// What every sandbox operation works with: the database, the (test) clock and a source of new ids.
import type { Account } from '../core/api-types.js';
import type { Clock } from '../core/clock.js';
import type { SandboxLimits } from './limits.js';
import type { Store } from '../store/open-store.js';

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

/** Whom a request acts for: its organization, and the account kinds the calling key reads. */
export interface Tenant {
  organizationId: string;
  accountKinds: readonly Account['kind'][];
}

/** The context of a request of an organization: what it reads and writes is that organization's. */
export interface TenantContext extends SandboxContext {
  tenant: Tenant;
}

export function nowIso(ctx: SandboxContext): string {
  return ctx.clock.now().toISOString();
}

/** The context of a request of an organization: the tenant, its clock and outages (read with its key, `Principal`). */
export function forOrganization(
  ctx: SandboxContext,
  organization: Tenant & { clock: Clock; outages: Outages },
): TenantContext {
  const { organizationId, accountKinds, clock, outages } = organization;
  return { ...ctx, clock, outages, tenant: { organizationId, accountKinds } };
}

/** Work for `tenant` on the sandbox's own clock and outages (seeding, and tests acting as one organization). */
export function withTenant(ctx: SandboxContext, tenant: Tenant): TenantContext {
  return { ...ctx, tenant };
}
