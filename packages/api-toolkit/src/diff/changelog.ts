// CHANGELOG.md upkeep: the section heading for a diff, and replacing or inserting a section in the file.
import type { Contract } from './contract.js';

/** The head's version when it moved, else Keep a Changelog's `Unreleased`. */
export function sectionVersion(base: Contract, head: Contract): string {
  const version = head.document.info.version;
  return version === base.document.info.version ? 'Unreleased' : version;
}

/** Puts `section` (starting `## [version]`) in place of the same version's section, else above the newest. */
export function insertSection(changelog: string, section: string): string {
  const heading = /^## \[([^\]]+)\]/m.exec(section)?.[1];
  const starts = [...changelog.matchAll(/^## \[([^\]]+)\].*$/gm)];
  const same = starts.findIndex((match) => match[1] === heading);
  const body = section.endsWith('\n') ? section : `${section}\n`;
  if (same !== -1) {
    const from = starts[same]!.index;
    const to = starts[same + 1]?.index ?? changelog.length;
    return `${changelog.slice(0, from)}${body}${to < changelog.length ? '\n' : ''}${changelog.slice(to)}`;
  }
  const first = starts[0]?.index;
  if (first === undefined) return `${changelog.trimEnd()}\n\n${body}`;
  return `${changelog.slice(0, first)}${body}\n${changelog.slice(first)}`;
}
