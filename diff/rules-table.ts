// The rules table of diff/README.md, generated from the rules index (ids, levels and rationales are stated
// once, in the rule files). `npx tsx diff/rules-table.ts` rewrites the table; a test checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rule } from './rule.js';
import { rules } from './rules/index.js';

const subjects: Rule['subject'][] = ['operation', 'parameter', 'response', 'schema', 'document', 'types', 'version'];
const start = '<!-- rules:start -->';
const end = '<!-- rules:end -->';
export const readmePath = fileURLToPath(new URL('./README.md', import.meta.url));

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function rulesTable(): string {
  const sorted = [...rules].sort(
    (a, b) => subjects.indexOf(a.subject) - subjects.indexOf(b.subject) || a.id.localeCompare(b.id),
  );
  const rows = sorted.map((rule) => {
    const why = rule.action ? `${rule.rationale} *Integrators:* ${rule.action}` : rule.rationale;
    return `| \`${rule.id}\` | ${rule.level} | ${rule.subject} | ${cell(why)} |`;
  });
  return [
    start,
    `${rules.length} rules.`,
    '',
    '| Rule | Level | Checks | Why |',
    '|---|---|---|---|',
    ...rows,
    end,
  ].join('\n');
}

export function withTable(readme: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${readmePath} lacks the ${start} … ${end} markers`);
  return `${readme.slice(0, from)}${rulesTable()}${readme.slice(to + end.length)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(readmePath, withTable(readFileSync(readmePath, 'utf8')));
}
