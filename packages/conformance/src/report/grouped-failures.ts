// A cell's failures with identical ones shown once and counted: one answer can fail a check the same way twice
// (the same status found undocumented by two readings), and repeating the block adds nothing.
import type { Failure } from './results.js';

export function groupedFailures(failures: readonly Failure[]): Array<{ failure: Failure; count: number }> {
  const groups = new Map<string, { failure: Failure; count: number }>();
  for (const failure of failures) {
    const { message, where, request, response } = failure;
    const key = JSON.stringify([message, where, request, response]);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { failure, count: 1 });
  }
  return [...groups.values()];
}
