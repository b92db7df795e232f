// The sandbox's two organizations. Their ids are fixed so tokens and data stay valid across restarts.
import type { Standing } from '../generated/helpers/types.js';
import type { Store } from '../store/open-store.js';

export type OrganizationRole = 'primary' | 'other';

export const organizations: Readonly<Record<OrganizationRole, { id: string; name: string }>> = {
  primary: { id: '3f0c6a2e-1b7d-4c59-9e21-7a5d0f4b8c11', name: 'Sandbox Primary Organization' },
  other: { id: '8d2e4b61-5c3a-4f7e-b0d9-2e6f1a9c3d22', name: 'Sandbox Other Organization' },
};

export async function ensureOrganizations(db: Store, createdAt: string): Promise<void> {
  await db
    .insertInto('organizations')
    .values(
      Object.entries(organizations).map(([role, org]) => ({ id: org.id, name: org.name, role, created_at: createdAt })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The helpers document's `Standing`: `active`, or why requests are refused (its `x-refusal-codes`). */
export type { Standing };

export async function organizationStanding(db: Store, organizationId: string): Promise<Standing | undefined> {
  const row = await db
    .selectFrom('organizations')
    .select('standing')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.standing;
}

export async function setStanding(db: Store, organizationId: string, standing: Standing): Promise<void> {
  await db.updateTable('organizations').set({ standing }).where('id', '=', organizationId).execute();
}
