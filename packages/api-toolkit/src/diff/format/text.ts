// A table per operation for people reading a terminal or a CI log; a change of a shared component once, with
// the operations it affects.
import type { DiffResult } from '../index.js';
import { countsLine } from './counts.js';
import { affected, grouped, shared } from './group.js';
import { releaseLine } from './release.js';

export function formatText(result: DiffResult, labels: { base: string; head: string }): string {
  const { changes } = result;
  const lines = [`Contract diff ${labels.base} → ${labels.head}`, ''];
  if (changes.length === 0) lines.push('No classified changes.', '');
  for (const { operation, changes: list } of grouped(changes)) {
    lines.push(operation === shared ? '(shared by several operations)' : (operation ?? '(document)'));
    const levelWidth = Math.max(...list.map((change) => change.level.length));
    const idWidth = Math.max(...list.map((change) => change.id.length));
    const pad = `  ${''.padEnd(levelWidth)}  ${''.padEnd(idWidth)}  `;
    for (const change of list) {
      lines.push(`  ${change.level.padEnd(levelWidth)}  ${change.id.padEnd(idWidth)}  ${change.message}`);
      lines.push(`${pad}at ${change.location || '/'}`);
      if (change.accepted) lines.push(`${pad}accepted until ${change.accepted.expires}: ${change.accepted.reason}`);
      if (operation === shared) lines.push(`${pad}affects ${affected(change)}`);
    }
    lines.push('');
  }
  lines.push(`${countsLine(changes)}; ${releaseLine(result)}`);
  return `${lines.join('\n')}\n`;
}
