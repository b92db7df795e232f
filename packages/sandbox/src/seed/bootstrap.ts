// Brings a database to a usable state: the two organizations, their API keys (hashed), one key per
// organization that was not created in the dashboard, and, on a new database only, the seeded data.
import { ensureKey, generateSecret } from '../auth/api-keys.js';
import { ensureOrganizations, organizations, type OrganizationRole } from '../auth/organizations.js';
import { nowIso, type SandboxContext } from '../tenancy/context.js';
import { recountHeld } from '../tenancy/limits.js';
import { DEFAULT_SEED_TRANSACTIONS, seedSandbox, seedSupply } from './seed-sandbox.js';
import type { SeedProgress } from './progress.js';
import { lockSchema } from '../store/migrate.js';
import { engineOf } from '../store/open-store.js';
import { inTransaction } from '../store/transaction.js';

export interface BootstrapOptions {
  /** Seed number for a new database; null for no sample data. */
  seed: number | null;
  seedTransactions?: number;
  onSeedProgress?: SeedProgress;
  /** Secrets to accept for each organization's key; generated when absent. */
  apiKeys?: Partial<Record<OrganizationRole, string>>;
}

export interface SandboxKeys {
  primary: string;
  other: string;
  /** Keys that exist but were not created in the dashboard: they fail with key_not_provisioned. */
  notProvisioned: Record<OrganizationRole, string>;
  /** Which of primary/other were generated rather than supplied. */
  generated: OrganizationRole[];
}

/**
 * The organizations and, on a new database, the seeded data: everything but the keys. The part of `bootstrap` a
 * seeded image (seed/seeded-image.ts) holds.
 */
export async function initialize(ctx: SandboxContext, options: BootstrapOptions): Promise<void> {
  await ensureOrganizations(ctx.db, nowIso(ctx));
  const initialized =
    (await ctx.db.selectFrom('sandbox_settings').select('key').where('key', '=', 'seed').executeTakeFirst()) !==
    undefined;
  if (initialized) return;
  await seedSupply(ctx, options.seed ?? 0);
  if (options.seed !== null)
    await seedSandbox(ctx, {
      seed: options.seed,
      transactions: options.seedTransactions ?? DEFAULT_SEED_TRANSACTIONS,
      onProgress: options.onSeedProgress,
    });
  await ctx.db
    .insertInto('sandbox_settings')
    .values({ key: 'seed', value: String(options.seed ?? 'none') })
    .execute();
}

/**
 * One transaction under the schema lock (PostgreSQL's advisory lock; SQLite's write lock): of several processes
 * starting together over one database, the first seeds it and the others find it seeded.
 */
export function bootstrap(ctx: SandboxContext, options: BootstrapOptions): Promise<SandboxKeys> {
  return inTransaction(ctx, async (ctx): Promise<SandboxKeys> => {
    if (engineOf(ctx.db) === 'postgres') await lockSchema(ctx.db);
    await initialize(ctx, options);
    const generated: OrganizationRole[] = [];
    const secrets = {} as Record<OrganizationRole, string>;
    const notProvisioned = {} as Record<OrganizationRole, string>;
    for (const role of ['primary', 'other'] as const) {
      const organizationId = organizations[role].id;
      const supplied = options.apiKeys?.[role];
      if (supplied === undefined) generated.push(role);
      secrets[role] = supplied ?? generateSecret();
      const key = await ensureKey(ctx, {
        organizationId,
        name: 'Sandbox key',
        secret: secrets[role],
        createdInDashboard: true,
        roles: ['owner'],
      });
      if (key.organization_id !== organizationId)
        throw new Error(`the ${role} API key is already the key of another organization`);
      // The organization's own key is its Owner, also in a database from before keys carried roles.
      if (key.roles !== 'owner')
        await ctx.db.updateTable('api_keys').set({ roles: 'owner' }).where('id', '=', key.id).execute();
      notProvisioned[role] = `sk_sandbox_not_provisioned_${role}`;
      await ensureKey(ctx, {
        organizationId,
        name: 'Key not created in the dashboard',
        secret: notProvisioned[role],
        createdInDashboard: false,
      });
      await recountHeld(ctx.db, organizationId);
    }
    return { primary: secrets.primary, other: secrets.other, notProvisioned, generated };
  });
}
