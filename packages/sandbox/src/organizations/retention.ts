// Reclaims organizations made by sign-up, with everything they hold: those no key used within `unusedDays` of
// sign-up (7 by default), and with `--retention-days` those no key has used for that long. Activity is recorded at
// most hourly when a key authenticates (authenticate.ts), in real time: an organization's own test clock does not
// age it. Each organization goes in one transaction, children first, after its row is locked and found still
// reclaimable: one used meanwhile through another replica is kept.
import type { ExpressionBuilder } from 'kysely';
import type { SandboxContext } from '../tenancy/context.js';
import { releaseOrganizationRoom } from '../tenancy/limits.js';
import { releaseTokenRoom } from './sign-up-tokens.js';
import { booleanColumn } from '../store/column-values.js';
import { inTransaction } from '../store/transaction.js';
import { forgetWindow } from '../store/request-window.js';
import type { Tables } from '../store/tables.js';

const DAY_MS = 86_400_000;

/** Organizations never used within this many days of sign-up are reclaimed unless the sandbox says otherwise. */
export const DEFAULT_UNUSED_DAYS = 7;

export interface ReclaimRules {
  /** Reclaim those idle this many days (`--retention-days`); never when absent. */
  retentionDays?: number;
  /** Reclaim those never used this many days after sign-up; never when false. */
  unusedDays: number | false;
}

/** The condition a reclaimable organization's row meets, at `now` (ms). */
function reclaimable(rules: ReclaimRules, now: number) {
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  return (eb: ExpressionBuilder<Tables, 'organizations'>) => {
    const unused = eb('last_active_at', 'is', null);
    const either = [];
    if (rules.retentionDays !== undefined) {
      const cutoff = before(rules.retentionDays);
      either.push(
        eb('last_active_at', '<', cutoff),
        eb.and([unused, eb.or([eb('signed_up_at', 'is', null), eb('signed_up_at', '<', cutoff)])]),
      );
    }
    if (rules.unusedDays !== false) either.push(eb.and([unused, eb('signed_up_at', '<', before(rules.unusedDays))]));
    return eb.and([eb('signed_up', '=', booleanColumn(true)), eb.or(either)]);
  };
}

/** The ids of the organizations deleted. */
export async function deleteIdleOrganizations(ctx: SandboxContext, rules: ReclaimRules): Promise<string[]> {
  if (rules.retentionDays === undefined && rules.unusedDays === false) return [];
  const condition = reclaimable(rules, Date.now());
  const idle = await ctx.db.selectFrom('organizations').select('id').where(condition).execute();
  const deleted: string[] = [];
  for (const { id } of idle) {
    await inTransaction(ctx, async ({ db }) => {
      // Locked and checked again: a key used since the read above (any replica), or another sweep that deleted it
      // first, leaves nothing to do; the room it held is given back once.
      const still = await db
        .updateTable('organizations')
        .set((eb) => ({ signed_up: eb.ref('signed_up') }))
        .where('id', '=', id)
        .where(condition)
        .returning('signup_token_sha256')
        .executeTakeFirst();
      if (still === undefined) return;
      const accounts = db.selectFrom('accounts').select('id').where('organization_id', '=', id);
      const transactions = db.selectFrom('transactions').select('id').where('organization_id', '=', id);
      await db.deleteFrom('legs').where('transaction_id', 'in', transactions).execute();
      await db.deleteFrom('transactions').where('organization_id', '=', id).execute();
      await db.deleteFrom('pending_transfers').where('organization_id', '=', id).execute();
      await db.deleteFrom('routes').where('organization_id', '=', id).execute();
      await db.deleteFrom('entitlements').where('account_id', 'in', accounts).execute();
      await db.deleteFrom('wallet_networks').where('account_id', 'in', accounts).execute();
      await db.deleteFrom('accounts').where('organization_id', '=', id).execute();
      await db.deleteFrom('api_keys').where('organization_id', '=', id).execute();
      await db.deleteFrom('simulations').where('organization_id', '=', id).execute();
      await db.deleteFrom('chain_reachability').where('organization_id', '=', id).execute();
      await db.deleteFrom('organizations').where('id', '=', id).execute();
      await forgetWindow(db, id);
      await releaseOrganizationRoom({ db });
      if (still.signup_token_sha256 !== null) await releaseTokenRoom(db, still.signup_token_sha256);
      deleted.push(id);
    });
  }
  return deleted;
}
