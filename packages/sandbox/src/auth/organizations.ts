// The sandbox's two organizations. Their ids are fixed so tokens and data stay valid across restarts.
import type { Standing } from '../generated/helpers/types.js';
import type { Store } from '../store/open-store.js';

export type OrganizationRole = 'primary' | 'other';

export const organizations: Readonly<Record<OrganizationRole, { id: string; name: string }>> = {
  primary: { id: '3f0c6a2e-1b7d-4c59-9e21-7a5d0f4b8c11', name: 'Sandbox Primary Organization' },
  other: { id: '8d2e4b61-5c3a-4f7e-b0d9-2e6f1a9c3d22', name: 'Sandbox Other Organization' },
};

export function ensureOrganizations(db: Store, createdAt: string): void {
  const insert = db.prepare(
    'INSERT INTO organizations (id, name, role, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const [role, org] of Object.entries(organizations)) insert.run(org.id, org.name, role, createdAt);
}

/** The helpers document's `Standing`: `active`, or why requests are refused (its `x-refusal-codes`). */
export type { Standing };

export function organizationStanding(db: Store, organizationId: string): Standing | undefined {
  return db
    .prepare<[string], { standing: Standing }>('SELECT standing FROM organizations WHERE id = ?')
    .get(organizationId)?.standing;
}

export function setStanding(db: Store, organizationId: string, standing: Standing): void {
  db.prepare('UPDATE organizations SET standing = ? WHERE id = ?').run(standing, organizationId);
}
