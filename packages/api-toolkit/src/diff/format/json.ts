import type { DiffResult } from '../index.js';

/** Exactly one JSON document: `{summary, bump, release, changes}` (`release` null when not semantic versioning). */
export function formatJson(result: DiffResult): string {
  const { summary, bump, release, changes } = result;
  return `${JSON.stringify({ summary, bump, release: release ?? null, changes }, null, 2)}\n`;
}
