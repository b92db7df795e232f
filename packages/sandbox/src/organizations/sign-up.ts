// POST /sandbox/organizations: an organization on demand, with its first key (an Owner reading both account
// kinds) and, unless asked to start empty, the sample data the built-in organizations hold, deterministic from its
// id. Sign-up takes one of the configured tokens when there are any (cli/command.ts: --signup-token), each within
// its own quota.
import { createPrng } from '@ausd/contract-model/seeded-random';
import type { SandboxContext } from '../tenancy/context.js';
import { nowIso } from '../tenancy/context.js';
import { checkOrganizationRoom, recountHeld, takeOrganizationRoom } from '../tenancy/limits.js';
import { seedOrganization } from '../seed/seed-sandbox.js';
import { booleanColumn, goodStanding } from '../store/column-values.js';
import { inTransaction } from '../store/transaction.js';
import { ensureKey, generateSecret } from '../auth/api-keys.js';
import type { Role } from '../auth/key-roles.js';
import { takeTokenRoom, type SignUpGate } from './sign-up-tokens.js';

export interface SignUp {
  name?: string;
  /** Start with no accounts, routes or transactions. */
  empty?: boolean;
}

export interface SignedUp {
  organizationId: string;
  apiKey: { id: string; secret: string; roles: Role[] };
}

/** Transactions seeded for an organization made by sign-up. */
export const SIGNUP_SEED_TRANSACTIONS = 100;

/** A seed number from the organization's id: the same id gives the same sample data. */
export function seedOf(organizationId: string): number {
  return parseInt(organizationId.replaceAll('-', '').slice(0, 8), 16);
}

/** The sign-up token a request carried: its hash and the gate it passed (quota, operator's notice). */
export interface SignUpBy {
  tokenSha256: string;
  gate: SignUpGate;
}

export async function signUp(ctx: SandboxContext, request: SignUp, by?: SignUpBy): Promise<SignedUp> {
  let filledQuota = false;
  const made = await inTransaction(ctx, async (ctx) => {
    await checkOrganizationRoom(ctx);
    // First: a token past its quota seeds nothing, and one token's sign-ups take turns on its counter.
    if (by !== undefined) filledQuota = await takeTokenRoom(ctx.db, by.tokenSha256, by.gate.quota);
    const organizationId = ctx.newId();
    const createdAt = nowIso(ctx);
    await ctx.db
      .insertInto('organizations')
      // `role` names the built-in organizations; a signed-up one's is its id (unique, as the column wants).
      // `last_active_at` stays null until a key of it is used.
      .values({
        id: organizationId,
        name: request.name ?? 'Sandbox organization',
        role: organizationId,
        created_at: createdAt,
        standing: goodStanding,
        signed_up: booleanColumn(true),
        signed_up_at: new Date().toISOString(),
        signup_token_sha256: by?.tokenSha256 ?? null,
      })
      .execute();
    const secret = generateSecret();
    const key = await ensureKey(ctx, {
      organizationId,
      name: 'Owner key',
      secret,
      createdInDashboard: true,
      roles: ['owner'],
    });
    if (request.empty !== true)
      await seedOrganization(ctx, organizationId, createPrng(seedOf(organizationId)), SIGNUP_SEED_TRANSACTIONS);
    await recountHeld(ctx.db, organizationId);
    // Room is taken last: the shared counter's row stays locked until commit, so concurrent sign-ups seed side by
    // side and wait on one another only for that. One refused here rolls back all it wrote.
    await takeOrganizationRoom(ctx);
    return { organizationId, apiKey: { id: key.id, secret, roles: ['owner' as const] } };
  });
  if (filledQuota) by!.gate.onQuotaReached?.({ tokenSha256: by!.tokenSha256, quota: by!.gate.quota });
  return made;
}
