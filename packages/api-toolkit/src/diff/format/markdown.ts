// A Keep-a-Changelog section for one contract version: breaking changes first (each with what an integrator
// must do, stated once in its rule), then changes to review, then the rest; grouped by operation, a change of
// a shared component once with the operations it affects. Release checks (the version rules) are for the
// publisher, not for integrators, and stay out.
import type { DiffResult } from '../index.js';
import type { Level } from '../rule.js';
import { rules } from '../rules/index.js';
import { affected, grouped, shared } from './group.js';

const headings: Record<Level | 'accepted', string> = {
  breaking: 'Breaking',
  warning: 'Changed (review)',
  info: 'Added and non-breaking',
  accepted: 'Accepted on purpose',
};
const actions = new Map(rules.map((rule) => [rule.id, rule.action]));
const releaseChecks = new Set(rules.filter((rule) => rule.subject === 'version').map((rule) => rule.id));

export interface SectionOptions {
  version: string;
  date: string;
  /** operationId → `METHOD /path`, for readable groups. */
  routes: ReadonlyMap<string, string>;
}

/** A code span that shows `text` as written, whatever backticks it holds (CommonMark: a longer fence, padded). */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Text outside code spans, with what Markdown would read as HTML or an entity escaped. */
const markdownText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A change's message as Markdown: each quoted name (`'a'`) a code span, the rest text. Names come from the contract
 * under review, so none of their characters may become markup: a property named ``a`<img onerror=…>`b`` stays text.
 */
export const code = (message: string) =>
  message
    .split(/'([^']+)'/)
    .map((part, index) => (index % 2 === 1 ? codeSpan(part) : markdownText(part)))
    .join('');

export function formatMarkdown(result: DiffResult, options: SectionOptions): string {
  // Keep a Changelog dates a release, never the Unreleased section.
  const lines = [`## [${options.version}]${options.version === 'Unreleased' ? '' : ` - ${options.date}`}`, ''];
  const changes = result.changes.filter((change) => !releaseChecks.has(change.id));
  if (changes.length === 0)
    lines.push(
      result.bump === 'none' ? 'No changes.' : 'Documentation only: no change to what is sent or received.',
      '',
    );
  // A change accepted by the repository's .ausd-diff.yaml is listed apart, with the reason it was let through.
  for (const level of ['breaking', 'warning', 'info', 'accepted'] as const) {
    const list = changes.filter((change) =>
      level === 'accepted' ? change.accepted !== undefined : change.level === level && !change.accepted,
    );
    if (list.length === 0) continue;
    lines.push(`### ${headings[level]}`, '');
    for (const { operation, changes: group } of grouped(list)) {
      const route = typeof operation === 'string' ? options.routes.get(operation) : undefined;
      lines.push(
        operation === null
          ? '- The whole contract:'
          : operation === shared
            ? '- Shared by several operations:'
            : `- ${codeSpan(operation)}${route ? ` (${codeSpan(route)})` : ''}:`,
      );
      for (const change of group) {
        const action = change.level === 'breaking' ? actions.get(change.id) : undefined;
        const why = change.accepted ? ` **Accepted (${change.level}):** ${change.accepted.reason}` : '';
        const where = operation === shared ? ` Affects ${affected(change).split(', ').map(codeSpan).join(', ')}.` : '';
        lines.push(
          `  - ${code(change.message)}${where}${why}${action ? ` **What to do:** ${action}` : ''} <sub>${change.id}</sub>`,
        );
      }
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
