// A pull-request comment: the verdict first, then every breaking change with its location and what to do, then the
// changes accepted on purpose (with their reasons), then the rest folded away. Markdown that GitHub and GitLab render.
import type { DiffResult } from '../index.js';
import type { Change, Level } from '../rule.js';
import { rules } from '../rules/index.js';
import { countsLine } from './counts.js';
import { expiredLine } from './github.js';
import { code } from './markdown.js';
import { releaseLine } from './release.js';

const actions = new Map(rules.map((rule) => [rule.id, rule.action]));

/** A code span that survives any text: its fence is longer than the longest run of backticks inside. */
function inline(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${longest > 0 ? ` ${text} ` : text}${fence}`;
}

function item(change: Change): string {
  const where = `at ${inline(change.location || '/')}`;
  const affects = change.operations.length > 0 ? ` (${change.operations.map(inline).join(', ')})` : '';
  const action = change.level === 'breaking' && !change.accepted ? actions.get(change.id) : undefined;
  const why = change.accepted ? ` **Accepted until ${change.accepted.expires}:** ${code(change.accepted.reason)}` : '';
  return `- ${code(change.message)} ${where}${affects}${why}${action ? ` **What to do:** ${action}` : ''} <sub>${change.id}</sub>`;
}

export function formatComment(result: DiffResult, failing: ReadonlySet<Level>): string {
  const blocking = result.changes.filter((change) => failing.has(change.level) && !change.accepted);
  const lines = [
    '### Contract diff',
    '',
    `${blocking.length > 0 ? '**Fails the gate.**' : 'Passes the gate.'} ${countsLine(result.changes)}; ` +
      `${releaseLine(result)}.`,
    '',
  ];
  const section = (title: string, list: Change[], folded = false) => {
    if (list.length === 0) return;
    if (folded) lines.push(`<details><summary>${title} (${list.length})</summary>`, '');
    else lines.push(`#### ${title}`, '');
    lines.push(...list.map(item), '');
    if (folded) lines.push('</details>', '');
  };
  const open = (level: Level) => result.changes.filter((change) => change.level === level && !change.accepted);
  section('Breaking', open('breaking'));
  section(
    'Accepted on purpose',
    result.changes.filter((change) => change.accepted !== undefined),
  );
  section('To review', open('warning'), true);
  section('Other changes', open('info'), true);
  if (result.acceptances.expired.length > 0)
    lines.push(...result.acceptances.expired.map((entry) => `- ${code(expiredLine(entry))}`), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
