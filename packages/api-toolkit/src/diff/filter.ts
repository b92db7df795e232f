// `--paths` and `--operations`: a report limited to some operations. A change is kept when one of the operations it
// affects is selected; document-wide changes (no operation) are left out of a limited report.
import type { Change } from './rule.js';

export interface ReportFilter {
  /** Path templates, `*` for one segment; a path matches its template and every path below it. */
  paths?: string[];
  /** operationIds, or `METHOD /path` for an operation without one. */
  operations?: string[];
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function pathMatcher(pattern: string): RegExp {
  const trimmed = pattern.replace(/\/+$/, '');
  return new RegExp(`^${trimmed.split('*').map(escape).join('[^/]*')}(?:/.*)?$`);
}

/** `routes`: operationId → `METHOD /path` (run.ts `operationRoutes`). */
export function filterChanges(
  changes: readonly Change[],
  filter: ReportFilter,
  routes: ReadonlyMap<string, string>,
): Change[] {
  if (filter.paths === undefined && filter.operations === undefined) return [...changes];
  const matchers = filter.paths?.map(pathMatcher);
  const selected = (operation: string) => {
    const route = routes.get(operation) ?? operation;
    const path = route.slice(route.indexOf(' ') + 1);
    const byPath = matchers === undefined || matchers.some((matcher) => matcher.test(path));
    const byId =
      filter.operations === undefined || filter.operations.some((name) => name === operation || name === route);
    return byPath && byId;
  };
  return changes.filter((change) => change.operations.some(selected));
}
