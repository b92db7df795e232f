// The sandbox's bounds on what callers accumulate: organizations per sandbox, and per organization its accounts,
// routes, keys, held transfers and the transactions its simulations write. Each has a documented default
// (test-helpers.md states them, checked by a test); `startSandbox({limits})` lowers or raises them. Past a bound the
// answer is `403 forbidden` naming it. Each bound is a counter (store/migrations.ts) that a write takes room from.
import type { ExpressionBuilder } from 'kysely';
import type { Store } from '../store/open-store.js';
import type { OrganizationsTable, Tables } from '../store/tables.js';
import { ApiProblem } from '../core/problem.js';

/** What a bound check reads: the database and the bounds in force. */
interface LimitsContext {
  db: Store;
  limits?: Partial<SandboxLimits>;
}

/** A bound check inside a request of an organization: its counters are the ones checked. */
interface TenantLimitsContext extends LimitsContext {
  // The tenant's organization alone: a bound counts per organization, whatever the key reads.
  tenant: { organizationId: string };
}

export interface SandboxLimits {
  /** Organizations made by sign-up (the two built-in ones aside). */
  organizations: number;
  /** Accounts an organization holds (seeded ones included). */
  accounts: number;
  /** Routes an organization holds (seeded ones included). */
  routes: number;
  /** API keys an organization holds, revoked ones included. */
  keys: number;
  /** Held transfers an organization keeps. */
  heldTransfers: number;
  /** Transfers an organization simulates (each settles, returns or is held: at most one transaction). */
  simulatedTransactions: number;
}

export const defaultLimits: Readonly<SandboxLimits> = {
  organizations: 10_000,
  accounts: 1_000,
  routes: 1_000,
  keys: 100,
  heldTransfers: 1_000,
  simulatedTransactions: 10_000,
};

/** What each bound counts, for the refusal's message. */
const counted: Record<keyof SandboxLimits, string> = {
  organizations: 'organizations made by sign-up per sandbox',
  accounts: 'accounts per organization',
  routes: 'routes per organization',
  keys: 'API keys per organization',
  heldTransfers: 'held transfers per organization',
  simulatedTransactions: 'simulated transfers per organization',
};

/** The bound `name` in force for a sandbox whose options set `limits`. */
function limitOf(limits: Partial<SandboxLimits> | undefined, name: keyof SandboxLimits): number {
  return limits?.[name] ?? defaultLimits[name];
}

/** 403 forbidden: the bound `name` is reached. */
function refuse(name: keyof SandboxLimits, bound: number): never {
  const figure = bound.toLocaleString('en');
  throw new ApiProblem('forbidden', `At most ${figure} ${counted[name]}; ${figure} are held already.`);
}

/** The bounds counted per organization, each by a column of its row. */
type OrganizationBound = Exclude<keyof SandboxLimits, 'organizations'>;

const heldColumn = {
  accounts: 'accounts_held',
  routes: 'routes_held',
  keys: 'keys_held',
  heldTransfers: 'transfers_held',
  simulatedTransactions: 'simulated_transactions',
} as const satisfies Record<OrganizationBound, keyof OrganizationsTable>;

/**
 * Takes room for one more under the organization's bound `name`, or refuses it (403): one conditional update of its
 * counter, in the transaction of the insert it makes room for. A concurrent writer (in any process) waits on the
 * row and then finds the room taken, so no bound is ever passed; a write that fails later gives the room back by
 * rolling back.
 */
export async function takeRoom(ctx: TenantLimitsContext, name: OrganizationBound): Promise<void> {
  const bound = limitOf(ctx.limits, name);
  const column = heldColumn[name];
  const taken = await ctx.db
    .updateTable('organizations')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', ctx.tenant.organizationId)
    .where(column, '<', bound)
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) refuse(name, bound);
}

/** Gives back the room of one held transfer that left the hold. */
export async function releaseRoom(ctx: TenantLimitsContext): Promise<void> {
  await ctx.db
    .updateTable('organizations')
    .set((eb) => ({ transfers_held: eb('transfers_held', '-', 1) }))
    .where('id', '=', ctx.tenant.organizationId)
    .execute();
}

/** Takes room for one more organization made by sign-up, or refuses it (403); as `takeRoom`, on the sandbox's counter. */
export async function takeOrganizationRoom(ctx: LimitsContext): Promise<void> {
  const bound = limitOf(ctx.limits, 'organizations');
  const taken = await ctx.db
    .updateTable('sandbox_counters')
    .set((eb) => ({ held: eb('held', '+', 1) }))
    .where('name', '=', 'organizations')
    .where('held', '<', bound)
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) refuse('organizations', bound);
}

/**
 * Refuses a sign-up (403) when the organizations bound is reached already: a read, so a sign-up refused anyway does
 * not seed first. Only `takeOrganizationRoom` decides; this can let through one that it then refuses.
 */
export async function checkOrganizationRoom(ctx: LimitsContext): Promise<void> {
  const bound = limitOf(ctx.limits, 'organizations');
  const counter = await ctx.db
    .selectFrom('sandbox_counters')
    .select('held')
    .where('name', '=', 'organizations')
    .executeTakeFirst();
  if (Number(counter?.held ?? 0) >= bound) refuse('organizations', bound);
}

/** Gives back the room of an organization made by sign-up that was deleted. */
export async function releaseOrganizationRoom(ctx: LimitsContext): Promise<void> {
  await ctx.db
    .updateTable('sandbox_counters')
    .set((eb) => ({ held: eb('held', '-', 1) }))
    .where('name', '=', 'organizations')
    .execute();
}

/**
 * Sets the organization's counters to the rows it holds, after rows were written without taking room (seeding,
 * start-up's own keys). The row is locked first, so on PostgreSQL the counts (a later statement, a later snapshot)
 * include every insert that took room before.
 */
export async function recountHeld(db: Store, organizationId: string): Promise<void> {
  const mine = (
    eb: ExpressionBuilder<Tables, 'organizations'>,
    table: 'accounts' | 'routes' | 'api_keys' | 'pending_transfers',
  ) =>
    eb
      .selectFrom(table)
      .select((count) => count.fn.countAll<number>().as('held'))
      .where(`${table}.organization_id`, '=', organizationId);
  await db
    .updateTable('organizations')
    .set((eb) => ({ accounts_held: eb.ref('accounts_held') }))
    .where('id', '=', organizationId)
    .execute();
  await db
    .updateTable('organizations')
    .set((eb) => ({
      accounts_held: mine(eb, 'accounts'),
      routes_held: mine(eb, 'routes'),
      keys_held: mine(eb, 'api_keys'),
      transfers_held: mine(eb, 'pending_transfers'),
    }))
    .where('id', '=', organizationId)
    .execute();
}
