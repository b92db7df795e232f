// The rules table of the package README, generated from the rules index (ids, levels and rationales are stated
// once, in the rule files) and laid out by the repository's Prettier. `npx tsx
// packages/api-toolkit/scripts/rules-table.ts` rewrites the table; a test checks it is current. A repository
// tool outside src/, so the package does not ship it.
import { fileURLToPath } from 'node:url';
import { cell, withTable as tableIn, writeTable, type ReadmeTable } from '../../../tools/readme-table.js';
import type { Rule } from '../src/diff/rule.js';
import { rules } from '../src/diff/rules/index.js';

const subjects: Rule['subject'][] = [
  'operation',
  'parameter',
  'response',
  'schema',
  'webhook',
  'document',
  'types',
  'version',
];
const start = '<!-- rules:start -->';
const end = '<!-- rules:end -->';
/** The package README (for its users) and the diff's own (for its maintainers) both carry the table. */
export const readmePaths = ['../README.md', '../src/diff/README.md'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

export function rulesTable(): string {
  const sorted = [...rules].sort(
    (a, b) => subjects.indexOf(a.subject) - subjects.indexOf(b.subject) || a.id.localeCompare(b.id),
  );
  const rows = sorted.map((rule) => {
    const why = rule.action ? `${rule.rationale} *Integrators:* ${rule.action}` : rule.rationale;
    // An operation rule's sides are an operation's request and a webhook's, which the API sends.
    const [request, response] = rule.subject === 'schema' ? ['request', 'response'] : ['operation', 'webhook'];
    const level =
      typeof rule.level === 'string'
        ? rule.level
        : `${rule.level.request} (${request}), ${rule.level.response} (${response})`;
    return `| \`${rule.id}\` | ${level} | ${rule.subject} | ${cell(why)} |`;
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

const tableFor = (readmePath: string): ReadmeTable => ({ readmePath, start, end, table: rulesTable });

/** The README at `file` with the current table, formatted as `npm run format` would. */
export const withTable = (file: string, readme: string): Promise<string> => tableIn(tableFor(file), readme);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of readmePaths) await writeTable(tableFor(file));
}
