// The sections a text sends its reader to in another file: `FILE.md ("Heading")`, `FILE.md, "Heading"`,
// `[…](FILE.md) ("Heading")` and `FILE.md#anchor`. A section named is a heading of that file (or the start of one).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface NamedSection {
  file: string;
  section: string;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

export function namedSections(text: string): NamedSection[] {
  const quoted = [...text.matchAll(/([\w./-]+\.md)\)?,?\s+\(?"([^"]+)"/g)].map(([, file, section]) => ({
    file: file!,
    section: section!.replace(/\s+/g, ' '),
  }));
  const anchored = [...text.matchAll(/([\w./-]+\.md)#([\w-]+)/g)].map(([, file, anchor]) => ({
    file: file!,
    section: `#${anchor!}`,
  }));
  return [...quoted, ...anchored];
}

/** The headings of a Markdown file, outside code blocks. */
function headings(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .map((line) => /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined);
}

/** The named sections that are not there, as `file "section"`; the file read from the root or `from`'s folder. */
export function missingSections(text: string, from = '.'): string[] {
  return namedSections(text)
    .filter(({ file, section }) => {
      const found = [file, path.join(path.dirname(from), file)].find((candidate) => existsSync(candidate));
      if (found === undefined) return true;
      const titles = headings(readFileSync(found, 'utf8'));
      return section.startsWith('#')
        ? !titles.some((title) => `#${anchorOf(title)}` === section)
        : !titles.some((title) => title.startsWith(section));
    })
    .map(({ file, section }) => `${file} "${section}"`);
}
