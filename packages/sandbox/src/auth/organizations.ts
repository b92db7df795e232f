// The sandbox's two organizations. Their ids are fixed so tokens and data stay valid across restarts.
import type { Standing } from '../generated/helpers/types.js';
import type { Outages, TenantContext } from '../tenancy/context.js';
import { booleanColumn, columnBoolean, goodStanding } from '../store/column-values.js';
import type { Store } from '../store/open-store.js';
import type { OrganizationRow } from '../store/tables.js';

export type OrganizationRole = 'primary' | 'other';

export const organizations: Readonly<Record<OrganizationRole, { id: string; name: string }>> = {
  primary: { id: '3f0c6a2e-1b7d-4c59-9e21-7a5d0f4b8c11', name: 'Sandbox Primary Organization' },
  other: { id: '8d2e4b61-5c3a-4f7e-b0d9-2e6f1a9c3d22', name: 'Sandbox Other Organization' },
};

export async function ensureOrganizations(db: Store, createdAt: string): Promise<void> {
  await db
    .insertInto('organizations')
    .values(
      Object.entries(organizations).map(([role, org]) => ({
        id: org.id,
        name: org.name,
        role,
        created_at: createdAt,
        standing: goodStanding,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The helpers document's `Standing`: `active`, or why requests are refused (its `x-refusal-codes`). */
export type { Standing };

/** What an organization set at run time, read with its key on every request (one row). */
export interface OrganizationState {
  standing: Standing;
  clockOffsetMs: number;
  outages: Outages;
  lastActiveAt: string | null;
}

/** The columns of an organization's row that make its `OrganizationState`. */
export const stateColumns = [
  'standing',
  'clock_offset_ms',
  'route_creation_outage',
  'token_exchange_outage',
  'last_active_at',
] as const;

type StateRow = Pick<OrganizationRow, (typeof stateColumns)[number]>;

/** The state those columns hold. */
export function stateOf(row: StateRow): OrganizationState {
  return {
    standing: row.standing,
    clockOffsetMs: Number(row.clock_offset_ms),
    outages: {
      routeCreation: columnBoolean(row.route_creation_outage),
      tokenExchange: columnBoolean(row.token_exchange_outage),
    },
    lastActiveAt: row.last_active_at,
  };
}

export async function organizationState(db: Store, organizationId: string): Promise<OrganizationState | undefined> {
  const row = await db
    .selectFrom('organizations')
    .select(stateColumns)
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row === undefined ? undefined : stateOf(row);
}

/**
 * Takes the organization's row lock until the transaction ends. Its writes that decide on what they read (a
 * review, a verification, an account update; `takeRoom` locks the row too) then run one at a time in every
 * process, each reading what the one before committed. SQLite's one writer holds it already.
 */
export async function lockOrganization(ctx: TenantContext): Promise<void> {
  await ctx.db
    .updateTable('organizations')
    .set((eb) => ({ standing: eb.ref('standing') }))
    .where('id', '=', ctx.tenant.organizationId)
    .execute();
}

/**
 * Switches the organization's outages named in `change`; the outages this change left (the row the update wrote,
 * not a later read that a concurrent change may already have overwritten).
 */
export async function setOutages(ctx: TenantContext, change: Partial<Outages>): Promise<Outages> {
  const { db, tenant } = ctx;
  const set: { route_creation_outage?: number; token_exchange_outage?: number } = {};
  if (change.routeCreation !== undefined) set.route_creation_outage = booleanColumn(change.routeCreation);
  if (change.tokenExchange !== undefined) set.token_exchange_outage = booleanColumn(change.tokenExchange);
  if (Object.keys(set).length === 0) return (await organizationState(db, tenant.organizationId))!.outages;
  const row = await db
    .updateTable('organizations')
    .set(set)
    .where('id', '=', tenant.organizationId)
    .returning(stateColumns)
    .executeTakeFirstOrThrow();
  return stateOf(row).outages;
}

/**
 * Moves the organization's clock `ms` further ahead unless that takes its offset past `maxOffsetMs`: one conditional
 * statement, so concurrent advances through any process add up and never pass it together. The new offset, or
 * undefined when refused.
 */
export async function advanceOrganizationClock(
  ctx: TenantContext,
  ms: number,
  maxOffsetMs: number,
): Promise<number | undefined> {
  const row = await ctx.db
    .updateTable('organizations')
    .set((eb) => ({ clock_offset_ms: eb('clock_offset_ms', '+', ms) }))
    .where('id', '=', ctx.tenant.organizationId)
    .where('clock_offset_ms', '<=', maxOffsetMs - ms)
    .returning('clock_offset_ms')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.clock_offset_ms);
}

export async function setStanding(ctx: TenantContext, standing: Standing): Promise<void> {
  await ctx.db.updateTable('organizations').set({ standing }).where('id', '=', ctx.tenant.organizationId).execute();
}
