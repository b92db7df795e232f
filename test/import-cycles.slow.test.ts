// The import graph has no cycle. Across packages tsc -b refuses one (project references); inside a package this
// test does, over every hand-written module (type-only imports included: a cycle of types is a cycle of design),
// and over the sandbox's folders, where a request piece in front of the router once imported the HTTP layer that
// imported it back (http ↔ simulate).
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
const sources = project.addSourceFilesAtPaths([
  `${root}packages/*/src/**/*.ts`,
  `!${root}packages/*/src/generated/**`,
  `${root}generators/**/*.ts`,
]);

/** Each module's relative imports and re-exports, as paths of the modules imported. */
const graph = new Map(
  sources.map((source) => [
    source.getFilePath(),
    [...source.getImportDeclarations(), ...source.getExportDeclarations()].flatMap((declaration) => {
      const specifier = declaration.getModuleSpecifierValue();
      return specifier?.startsWith('.')
        ? [resolve(dirname(source.getFilePath()), specifier.replace(/\.js$/, '.ts'))]
        : [];
    }),
  ]),
);

/** The strongly connected components of more than one node (Tarjan): each is a cycle. */
function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of edges.get(node) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import graph', () => {
  it('has no cycle between modules', () => {
    const named = cycles(graph).map((cycle) => cycle.map((path) => relative(root, path)).join(' → '));
    expect(named).toEqual([]);
  });

  it("has no cycle between the sandbox's folders", () => {
    const sandbox = `${root}packages/sandbox/src/`;
    // A file at the package's top (index.ts, server.ts) is the frame, not a folder of its own.
    const folderOf = (path: string) => relative(sandbox, path).split('/').slice(0, -1)[0];
    const folders = new Map<string, string[]>();
    for (const [path, imports] of graph) {
      const folder = folderOf(path);
      if (!path.startsWith(sandbox) || folder === undefined) continue;
      const targets = imports.map(folderOf).filter((target): target is string => target !== undefined);
      folders.set(folder, [...(folders.get(folder) ?? []), ...targets.filter((target) => target !== folder)]);
    }
    expect(folders.get('http')).toBeDefined();
    // Known, and the list may only shrink: accounts → settlement (a registration starts its entitlements'
    // settlement) → routes → accounts.
    expect(cycles(folders).map((cycle) => cycle.join(' ↔ '))).toEqual(['accounts ↔ routes ↔ settlement']);
  });
});
