// A package's sources sit in folders named by what they hold, each named in the table of its src/README.md, so that
// a folder name says where a change goes; only the entry points stay at the top of src/.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = [
  { name: 'sandbox', top: ['index.ts', 'server.ts'] },
  { name: 'conformance', top: ['index.ts'] },
];

/** The folders a README's table names: a row's first cell, `packages/<name>/src/<folder>/` then `<folder>/`. */
function foldersNamed(readme: string, name: string): string[] {
  const prefix = `packages/${name}/src/`;
  return readme
    .split('\n')
    .filter((line) => line.startsWith(`| \`${prefix}`))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(?:packages\/[\w-]+\/src\/)?([\w-]+)\/`/g)])
    .map((match) => match[1]!);
}

describe.each(packages)('$name source folders', ({ name, top }) => {
  const src = fileURLToPath(new URL(`../packages/${name}/src/`, import.meta.url));
  const entries = readdirSync(src, { withFileTypes: true });

  it(`keeps only ${top.join(' and ')} at the top of src/`, () => {
    const loose = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => entry.name);
    expect(loose.sort()).toEqual(top);
  });

  it('names every folder, and only those, in the internals README', () => {
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const named = foldersNamed(readFileSync(`${src}README.md`, 'utf8'), name);
    expect(named.sort()).toEqual(folders.sort());
  });
});
