// A Keep-a-Changelog section for one contract version: breaking changes first (each with what an integrator
// must do, stated once in its rule), then changes to review, then the rest; grouped by operation.
import type { DiffResult } from '../index.js';
import type { Level } from '../rule.js';
import { rules } from '../rules/index.js';
import { byOperation } from './group.js';

const headings: Record<Level, string> = {
  breaking: 'Breaking',
  warning: 'Changed (review)',
  info: 'Added and non-breaking',
};
const actions = new Map(rules.map((rule) => [rule.id, rule.action]));

export interface SectionOptions {
  version: string;
  date: string;
  /** operationId → `METHOD /path`, for readable groups. */
  routes: ReadonlyMap<string, string>;
}

const code = (text: string) => text.replace(/'([^']+)'/g, '`$1`');

export function formatMarkdown(result: DiffResult, options: SectionOptions): string {
  const lines = [`## [${options.version}] - ${options.date}`, ''];
  if (result.changes.length === 0)
    lines.push(
      result.bump === 'none' ? 'No changes.' : 'Documentation only: no change to what is sent or received.',
      '',
    );
  for (const level of ['breaking', 'warning', 'info'] as const) {
    const list = result.changes.filter((change) => change.level === level);
    if (list.length === 0) continue;
    lines.push(`### ${headings[level]}`, '');
    for (const [operation, changes] of byOperation(list)) {
      const route = operation === null ? undefined : options.routes.get(operation);
      lines.push(operation === null ? '- The whole contract:' : `- \`${operation}\`${route ? ` (\`${route}\`)` : ''}:`);
      for (const change of changes) {
        const action = level === 'breaking' ? actions.get(change.id) : undefined;
        lines.push(`  - ${code(change.message)}${action ? ` **What to do:** ${action}` : ''} <sub>${change.id}</sub>`);
      }
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
