// GitHub Actions workflow commands: one annotation per change (`::error` for a change that fails --fail-on,
// `::warning` for one to review, `::notice` for the rest and for accepted changes), breaking first, one `::warning`
// per part of a document read past, and a closing `::notice` with the counts. GitHub shows them on the run and the
// pull request, on the line a change is written at when its sources are at hand (source-lines.ts).
import { type Acceptance, acceptanceLabel } from '../config.js';
import type { DiffResult } from '../index.js';
import { type Change, type Level, levels } from '../rule.js';
import type { SourceLine } from '../source-lines.js';
import { countsLine } from './counts.js';
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

/**
 * `file`: the head document as the repository names it, which GitHub links the annotations to; `lines`: where each
 * change's location is written, when known.
 */
export function formatGithub(
  result: DiffResult,
  failing: ReadonlySet<Level>,
  file: string,
  lines: ReadonlyMap<string, SourceLine> = new Map(),
): string {
  const commands = result.warnings.map((warning) =>
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
    const at = lines.get(change.location);
    const where: Record<string, string> = at === undefined ? { file } : { file: at.file, line: String(at.line) };
    commands.push(
      command(kind, { ...where, title }, `${change.message} At ${change.location || '/'}.${affects}${accepted}`),
    );
  }
  for (const entry of result.acceptances.expired)
    commands.push(command('warning', { file, title: 'acceptance expired' }, expiredLine(entry)));
  commands.push(command('notice', { title: 'contract diff' }, `${countsLine(result.changes)}; ${releaseLine(result)}`));
  return `${commands.join('\n')}\n`;
}

export const expiredLine = (entry: Acceptance) =>
  `the acceptance of ${acceptanceLabel(entry)} expired on ${entry.expires}: the change counts again`;
