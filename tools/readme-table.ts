// A generated table inside a hand-written README, between two marker comments. The package scripts that write one
// (the diff's rules table, the conformance traceability table) and the tests that check it is current share this.
// A repository tool: no package ships it.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

export interface ReadmeTable {
  readmePath: string;
  /** The marker comments the table sits between, kept in the README. */
  start: string;
  end: string;
  /** The table's markdown, markers included. */
  table: () => string;
}

/** `|` escaped, so a cell's text cannot end the cell. */
export const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * The README with the current table, formatted as `npm run format` would. Prettier lays out a top-level table by
 * itself, so the table alone is formatted (a whole README costs Prettier twice the time); the rest of the README
 * is `format:check`'s.
 */
export async function withTable({ readmePath, start, end, table }: ReadmeTable, readme: string): Promise<string> {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${readmePath} lacks the ${start} … ${end} markers`);
  const formatted = await format(table(), { ...(await resolveConfig(readmePath)), filepath: readmePath });
  return `${readme.slice(0, from)}${formatted.trimEnd()}${readme.slice(to + end.length)}`;
}

/** Rewrites the README's table in place. */
export async function writeTable(spec: ReadmeTable): Promise<void> {
  writeFileSync(spec.readmePath, await withTable(spec, readFileSync(spec.readmePath, 'utf8')));
}
