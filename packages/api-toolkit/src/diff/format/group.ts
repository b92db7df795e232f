// Changes grouped for reading: document-wide ones, then one group per operation, then the changes of shared
// components (one entry each, naming the operations it affects); breaking first within each group.
import type { Change, Level } from '../rule.js';

const rank: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

export interface Group {
  /** The operation, or null for document-wide changes, or 'shared' for changes affecting several operations. */
  operation: string | null | typeof shared;
  changes: Change[];
}

export const shared = Symbol('shared');

export function grouped(changes: readonly Change[]): Group[] {
  const groups = new Map<string | null | typeof shared, Change[]>();
  for (const change of changes) {
    const key = change.operations.length === 0 ? null : change.operations.length === 1 ? change.operations[0]! : shared;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const order = (key: string | null | typeof shared) => (key === null ? 0 : key === shared ? 2 : 1);
  return [...groups]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([operation, list]) => ({ operation, changes: [...list].sort((a, b) => rank[a.level] - rank[b.level]) }));
}

/** `a, b and 2 more`-free listing: every affected operation, for a change of a shared component. */
export const affected = (change: Change) => change.operations.join(', ');
