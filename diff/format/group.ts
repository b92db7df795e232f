// Changes grouped by operation (document-wide ones under `null`), breaking first within each group.
import type { Change, Level } from '../rule.js';

const rank: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

export function byOperation(changes: readonly Change[]): [string | null, Change[]][] {
  const groups = new Map<string | null, Change[]>();
  for (const change of changes) groups.set(change.operation, [...(groups.get(change.operation) ?? []), change]);
  return [...groups].map(([operation, list]) => [operation, [...list].sort((a, b) => rank[a.level] - rank[b.level])]);
}
