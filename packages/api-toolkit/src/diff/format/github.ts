// GitHub Actions workflow commands: one annotation per change (`::error` for a change that fails --fail-on,
// `::warning` for one to review, `::notice` for the rest and for accepted changes), breaking first, one `::warning`
// per part of a document read past, and a closing `::notice` with the counts. GitHub shows them on the run and the pull request.
import type { DiffResult } from '../index.js';
import { type Change, type Level, levels } from '../rule.js';
import { releaseLine } from './release.js';

/** Workflow-command escaping: `%`, CR and LF in a message; `:` and `,` too in a property. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function command(kind: 'error' | 'warning' | 'notice', properties: Record<string, string>, message: string) {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${property(value)}`)
    .join(',');
  return `::${kind} ${props}::${data(message)}`;
}

/** `file`: the head document as the repository names it, which GitHub links the annotations to. */
export function formatGithub(result: DiffResult, failing: ReadonlySet<Level>, file: string): string {
  const lines = result.warnings.map((warning) =>
    command('warning', { file: warning.file, title: 'read past' }, `${warning.pointer || '/'}: ${warning.message}`),
  );
  const rank = (change: Change) => (change.accepted ? 3 : levels.indexOf(change.level));
  for (const change of [...result.changes].sort((a, b) => rank(a) - rank(b))) {
    const kind = change.accepted
      ? 'notice'
      : failing.has(change.level)
        ? 'error'
        : change.level === 'info'
          ? 'notice'
          : 'warning';
    const affects = change.operations.length > 0 ? ` Affects ${change.operations.join(', ')}.` : '';
    const accepted = change.accepted ? ` Accepted until ${change.accepted.expires}: ${change.accepted.reason}` : '';
    const title = `${change.id} (${change.level}${change.accepted ? ', accepted' : ''})`;
    lines.push(command(kind, { file, title }, `${change.message} At ${change.location || '/'}.${affects}${accepted}`));
  }
  for (const entry of result.acceptances.expired)
    lines.push(command('warning', { file, title: 'acceptance expired' }, expiredLine(entry)));
  const { breaking, warning, info } = result.summary;
  lines.push(
    command(
      'notice',
      { title: 'contract diff' },
      `${breaking} breaking, ${warning} warning, ${info} info; ${releaseLine(result)}`,
    ),
  );
  return `${lines.join('\n')}\n`;
}

export const expiredLine = (entry: { id: string; at: string; expires: string }) =>
  `the acceptance of ${entry.id} at ${entry.at || '/'} expired on ${entry.expires}: the change counts again`;
