// The sandbox's sources sit in folders named by what they hold, each named in packages/sandbox/src/README.md, so
// that a folder name says where a change goes; only the entry and the server that wires the folders sit at the top.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../packages/sandbox/src/', import.meta.url));
const entries = readdirSync(src, { withFileTypes: true });

/** The folders the README's table names: a row's first cell, `packages/sandbox/src/<folder>/` then `<folder>/`. */
function foldersNamed(readme: string): string[] {
  return readme
    .split('\n')
    .filter((line) => line.startsWith('| `packages/sandbox/src/'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(?:packages\/sandbox\/src\/)?([\w-]+)\/`/g)])
    .map((match) => match[1]!);
}

describe('sandbox source folders', () => {
  it('keeps only the entry and the server at the top of src/', () => {
    const loose = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => entry.name);
    expect(loose.sort()).toEqual(['index.ts', 'server.ts']);
  });

  it('names every folder, and only those, in the internals README', () => {
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const named = foldersNamed(readFileSync(`${src}README.md`, 'utf8'));
    expect(named.sort()).toEqual(folders.sort());
  });
});
