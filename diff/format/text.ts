// A table per operation for people reading a terminal or a CI log.
import type { DiffResult } from '../index.js';
import { byOperation } from './group.js';

export function formatText(result: DiffResult, labels: { base: string; head: string }): string {
  const { summary, bump, changes } = result;
  const lines = [`Contract diff ${labels.base} → ${labels.head}`, ''];
  if (changes.length === 0) lines.push('No classified changes.', '');
  for (const [operation, list] of byOperation(changes)) {
    lines.push(operation ?? '(document)');
    const levelWidth = Math.max(...list.map((change) => change.level.length));
    const idWidth = Math.max(...list.map((change) => change.id.length));
    for (const change of list) {
      lines.push(`  ${change.level.padEnd(levelWidth)}  ${change.id.padEnd(idWidth)}  ${change.message}`);
      lines.push(`  ${''.padEnd(levelWidth)}  ${''.padEnd(idWidth)}  at ${change.location || '/'}`);
    }
    lines.push('');
  }
  lines.push(
    `${summary.breaking} breaking, ${summary.warning} warning, ${summary.info} info; recommended bump: ${bump}`,
  );
  return `${lines.join('\n')}\n`;
}
