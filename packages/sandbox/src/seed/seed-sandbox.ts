// Seeds a new database deterministically: the same seed number gives the same accounts, routes,
// transactions and supply figures (ids included). Timestamps are drawn from fixed base dates, not "now".
import { organizations } from '../auth/organizations.js';
import { supplyChains } from '../core/chains.js';
import { withTenant, type SandboxContext, type TenantContext } from '../tenancy/context.js';
import { contractEnums } from '../generated/helpers/operations.js';
import { inTransaction } from '../store/transaction.js';
import { insertChainSupply } from '../metrics/supply-metrics.js';
import { createPrng, type Prng } from '@ausd/contract-model/seeded-random';
import { seedAccounts } from './seed-accounts.js';
import { seedRoutes } from './seed-routes.js';
import type { SeedProgress } from './progress.js';
import { seedTransactions } from './seed-transactions.js';

export interface SeedOptions {
  seed: number;
  /** Settled transactions of the primary organization (the other gets a few dozen). */
  transactions: number;
  /** Called as the primary organization's transactions are written. */
  onProgress?: SeedProgress;
}

export const DEFAULT_SEED_TRANSACTIONS = 600;
/** The largest seed: the one bench/sandbox.ts measures (startup 8.5 to 96 s there, bench/RESULTS.md). */
export const MAX_SEED_TRANSACTIONS = 100_000;
const ACCOUNTS_START = Date.parse('2025-01-06T09:00:00.000Z');

/** Per-chain supply for the metrics endpoints: service-wide, so present even in an unseeded sandbox. */
export async function seedSupply(ctx: SandboxContext, seed: number): Promise<void> {
  const prng = createPrng(seed);
  for (const chain of supplyChains) {
    const total = prng.int(5_000_000, 400_000_000) * 1_000_000;
    await insertChainSupply(ctx, chain, total, total - prng.int(0, Math.floor(total / 10_000_000)) * 1_000_000);
  }
}

/** Accounts and routes are created a few hours apart; every sixth shares its predecessor's time (a tie). */
function creationTimes(prng: Prng): () => string {
  let step = 0;
  let at = ACCOUNTS_START;
  return () => {
    if (step++ % 6 !== 5) at += prng.int(3, 9) * 3_600_000;
    return new Date(at).toISOString();
  };
}

/** Seeding writes an organization's rows of every account kind. */
const everyKind = contractEnums.AccountKind;

/** The tenant's accounts and routes (of `role`'s plan) and `transactions` settled transactions. */
async function seedTenant(
  ctx: TenantContext,
  prng: Prng,
  role: 'primary' | 'other',
  nextCreatedAt: () => string,
  transactions: number,
  onProgress?: SeedProgress,
): Promise<void> {
  const accounts = await seedAccounts(ctx, prng, role, nextCreatedAt);
  const routes = await seedRoutes(ctx, role, accounts, nextCreatedAt);
  await seedTransactions(ctx, prng, accounts, routes, transactions, onProgress);
}

/** An organization made by sign-up: the primary organization's accounts and routes, drawn from `prng`. */
export async function seedOrganization(
  ctx: SandboxContext,
  organizationId: string,
  prng: Prng,
  transactions: number,
): Promise<void> {
  const tenant = { organizationId, accountKinds: everyKind };
  await seedTenant(withTenant(ctx, tenant), prng, 'primary', creationTimes(prng), transactions);
}

export function seedSandbox(ctx: SandboxContext, options: SeedOptions): Promise<void> {
  return inTransaction(ctx, async (ctx) => {
    const prng = createPrng(options.seed);
    const nextCreatedAt = creationTimes(prng);
    for (const role of ['primary', 'other'] as const) {
      const tenantCtx = withTenant(ctx, { organizationId: organizations[role].id, accountKinds: everyKind });
      if (role === 'primary')
        await seedTenant(tenantCtx, prng, role, nextCreatedAt, options.transactions, options.onProgress);
      else await seedTenant(tenantCtx, prng, role, nextCreatedAt, 40);
    }
  });
}
