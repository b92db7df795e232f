// Deletes organizations made by sign-up that no key has used for longer than the retention period, with
// everything they hold (`--retention-days`). Activity is recorded at most hourly on the token exchange
// (authenticate.ts), in real time: an organization's own test clock does not age it. Each organization goes in one
// transaction, children first.
import type { SandboxContext } from '../context.js';
import { releaseOrganizationRoom } from '../limits.js';
import { inTransaction } from '../store/transaction.js';

const DAY_MS = 86_400_000;

/** The ids of the organizations deleted. */
export async function deleteIdleOrganizations(ctx: SandboxContext, retentionDays: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - retentionDays * DAY_MS).toISOString();
  const idle = await ctx.db
    .selectFrom('organizations')
    .select('id')
    .where('signed_up', '=', 1)
    .where((eb) => eb.or([eb('last_active_at', '<', cutoff), eb('last_active_at', 'is', null)]))
    .execute();
  const deleted: string[] = [];
  for (const { id } of idle) {
    await inTransaction(ctx, async ({ db }) => {
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
      // Another sweep (another replica) may have deleted it since it was read: its room is given back once.
      const gone = await db.deleteFrom('organizations').where('id', '=', id).executeTakeFirst();
      if (gone.numDeletedRows !== 1n) return;
      await releaseOrganizationRoom({ db });
      deleted.push(id);
    });
  }
  return deleted;
}
