// The sandbox's bounds on what callers accumulate: organizations per sandbox, and per organization its accounts,
// routes, keys, held transfers and the transactions its simulations write. Each has a documented default
// (test-helpers.md states them, checked by a test); `startSandbox({limits})` lowers or raises them. Past a bound the
// answer is `403 forbidden` naming it.
import type { Store } from './store/open-store.js';

/** What a bound check reads: the database and the bounds in force. */
interface LimitsContext {
  db: Store;
  limits?: Partial<SandboxLimits>;
}
import { ApiProblem } from './problem.js';

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
export function limitOf(limits: Partial<SandboxLimits> | undefined, name: keyof SandboxLimits): number {
  return limits?.[name] ?? defaultLimits[name];
}

/** 403 forbidden when `held` (what is held now) leaves no room for `adding` more under the bound `name`. */
export function checkRoom(ctx: LimitsContext, name: keyof SandboxLimits, held: number | string | bigint, adding = 1) {
  const bound = limitOf(ctx.limits, name);
  if (Number(held) + adding <= bound) return;
  throw new ApiProblem(
    'forbidden',
    `At most ${bound.toLocaleString('en')} ${counted[name]}; ${Number(held).toLocaleString('en')} are held already.`,
  );
}

/** The tables whose rows a bound counts per organization. */
type CountedTable = 'accounts' | 'routes' | 'api_keys';

/** 403 forbidden when the organization's rows of `table` leave no room under the bound `name`. */
export async function checkRows(
  ctx: LimitsContext,
  name: keyof SandboxLimits,
  table: CountedTable,
  organizationId: string,
): Promise<void> {
  const { held } = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  checkRoom(ctx, name, held);
}

/**
 * Counts one simulated transfer of the organization, or refuses it (403) past the bound: one conditional update,
 * so concurrent simulations through any process never pass it.
 */
export async function countSimulatedTransfer(ctx: LimitsContext, organizationId: string): Promise<void> {
  const bound = limitOf(ctx.limits, 'simulatedTransactions');
  const counted = await ctx.db
    .updateTable('organizations')
    .set((eb) => ({ simulated_transactions: eb('simulated_transactions', '+', 1) }))
    .where('id', '=', organizationId)
    .where('simulated_transactions', '<', bound)
    .executeTakeFirst();
  if (counted.numUpdatedRows !== 1n) checkRoom(ctx, 'simulatedTransactions', bound);
}
