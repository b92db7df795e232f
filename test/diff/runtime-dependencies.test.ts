// The installed CLI diffs two files with the package's dependencies only: what `ausd-api diff` loads statically
// (dynamic imports are the git-ref, working-spec and --types paths) may import node: built-ins, @ausd/api-toolkit's
// `dependencies` and type-only modules, never a devDependency or the repository's private tooling.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'packages/api-toolkit/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function staticImports(file: string): { relative: string[]; bare: string[] } {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'([^']+)';/gm)].map(
    (match) => match[1]!,
  );
  return { relative: specifiers.filter((s) => s.startsWith('.')), bare: specifiers.filter((s) => !s.startsWith('.')) };
}

function closure(entry: string): { files: string[]; bare: Set<string> } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = staticImports(file);
    for (const specifier of imports.bare) bare.add(specifier);
    for (const specifier of imports.relative)
      visit(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
  };
  visit(path.join(root, entry));
  return { files: [...files].map((file) => path.relative(root, file)), bare };
}

describe('run-time dependencies of the diff', () => {
  for (const entry of [
    'packages/api-toolkit/src/cli/commands/diff.ts',
    'packages/api-toolkit/src/cli/commands/changelog.ts',
  ]) {
    it(`${entry} needs only node: built-ins and dependencies`, () => {
      const { files, bare } = closure(entry);
      expect(files).toContain('packages/api-toolkit/src/diff/compare.ts');
      const allowed = (specifier: string) =>
        specifier.startsWith('node:') ||
        Object.keys(manifest.dependencies).some((name) => specifier === name || specifier.startsWith(`${name}/`));
      expect([...bare].filter((specifier) => !allowed(specifier))).toEqual([]);
      expect(files).not.toContain('packages/api-toolkit/src/diff/typecheck.ts');
    });
  }
});
