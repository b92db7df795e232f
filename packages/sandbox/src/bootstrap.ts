// Brings a database to a usable state: the two organizations, their API keys (hashed), one key per
// organization that was not created in the dashboard, and, on a new database only, the seeded data.
import { ensureKey, generateSecret } from './auth/api-keys.js';
import { ensureOrganizations, organizations, type OrganizationRole } from './auth/organizations.js';
import { nowIso, type SandboxContext } from './context.js';
import { DEFAULT_SEED_TRANSACTIONS, seedSandbox, seedSupply } from './seed/seed-sandbox.js';
import type { SeedProgress } from './seed/progress.js';

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

export function bootstrap(ctx: SandboxContext, options: BootstrapOptions): SandboxKeys {
  return ctx.db
    .transaction((): SandboxKeys => {
      ensureOrganizations(ctx.db, nowIso(ctx));
      const initialized = ctx.db.prepare("SELECT 1 FROM sandbox_settings WHERE key = 'seed'").get() !== undefined;
      if (!initialized) {
        seedSupply(ctx, options.seed ?? 0);
        if (options.seed !== null)
          seedSandbox(ctx, {
            seed: options.seed,
            transactions: options.seedTransactions ?? DEFAULT_SEED_TRANSACTIONS,
            onProgress: options.onSeedProgress,
          });
        ctx.db
          .prepare("INSERT INTO sandbox_settings (key, value) VALUES ('seed', ?)")
          .run(String(options.seed ?? 'none'));
      }
      const generated: OrganizationRole[] = [];
      const secrets = {} as Record<OrganizationRole, string>;
      const notProvisioned = {} as Record<OrganizationRole, string>;
      for (const role of ['primary', 'other'] as const) {
        const organizationId = organizations[role].id;
        const supplied = options.apiKeys?.[role];
        if (supplied === undefined) generated.push(role);
        secrets[role] = supplied ?? generateSecret();
        const key = ensureKey(ctx, {
          organizationId,
          name: 'Sandbox key',
          secret: secrets[role],
          createdInDashboard: true,
          roles: ['owner'],
        });
        if (key.organization_id !== organizationId)
          throw new Error(`the ${role} API key is already the key of another organization`);
        // The organization's own key is its Owner, also in a database from before keys carried roles.
        if (key.roles !== 'owner') ctx.db.prepare("UPDATE api_keys SET roles = 'owner' WHERE id = ?").run(key.id);
        notProvisioned[role] = `sk_sandbox_not_provisioned_${role}`;
        ensureKey(ctx, {
          organizationId,
          name: 'Key not created in the dashboard',
          secret: notProvisioned[role],
          createdInDashboard: false,
        });
      }
      return { primary: secrets.primary, other: secrets.other, notProvisioned, generated };
    })
    .immediate();
}
