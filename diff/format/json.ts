import type { DiffResult } from '../index.js';

/** Exactly one JSON document: `{summary, bump, changes}`. */
export function formatJson(result: DiffResult): string {
  const { summary, bump, changes } = result;
  return `${JSON.stringify({ summary, bump, changes }, null, 2)}\n`;
}
