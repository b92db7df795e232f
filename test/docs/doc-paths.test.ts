// Docs name only what exists where their reader is. Repository docs (the root pages, spec/, test/, the folders'
// READMEs) name repository paths; an installed package's README and documents name only what the package ships;
// `--help` texts name repository paths, or an installed package's file through node_modules/@ausd/<name>/.
// Also the length budgets of the two front pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands, type CommandName } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCli } from '../support/run-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lineCount = (file: string) => read(file).trimEnd().split('\n').length;

interface Manifest {
  name: string;
  exports?: Record<string, unknown>;
}
/** The published workspaces: their folder and manifest. */
const packages = [...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`), 'generated']
  .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
  .map((folder) => ({ folder, manifest: JSON.parse(read(`${folder}/package.json`)) as Manifest }));
const byName = new Map(packages.map((entry) => [entry.manifest.name, entry]));

/** Markdown files under a folder, node_modules, dist and test output left out. */
function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/(^|\/)(node_modules|dist|test-output)\//.test(file));
}

/** Docs read in the repository. */
const repositoryDocs = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'spec/README.md',
  'test/README.md',
  'generators/README.md',
  'packages/README.md',
  ...packages.flatMap(({ folder }) =>
    existsSync(path.join(root, folder, 'src')) ? markdownUnder(`${folder}/src`) : [],
  ),
  'bench/RESULTS.md',
];
/** Docs an installed package ships, by package folder. */
const installedDocs = packages.flatMap(({ folder, manifest }) => [
  { folder, manifest, file: `${folder}/README.md` },
  ...Object.values(manifest.exports ?? {})
    .filter((target): target is string => typeof target === 'string' && target.endsWith('.md'))
    .map((target) => ({ folder, manifest, file: path.posix.join(folder, target) })),
]);

const topFolders = [
  'spec',
  'packages',
  'generators',
  'templates',
  'test',
  'tools',
  'bench',
  'generated',
  'node_modules',
];
/** Markdown link targets that are relative paths (no scheme, no pure anchor). */
const links = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/i.test(target));
/** Path-like words: backticked ones with a slash or a .md ending, and bare ones under a repository folder. */
function pathWords(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const bare = [...text.matchAll(new RegExp(`(?<![\\w/.@-])((?:${topFolders.join('|')})/[\\w./{}*<>,-]*)`, 'g'))].map(
    (match) => match[1]!,
  );
  return (
    [...quoted, ...bare]
      .map((word) => word.replace(/^[("'[]+/, '').replace(/[.,:;)'"\]]+$/, ''))
      // Patterns, placeholders, URLs, routes, imports, media types; paths made at run time; the rule catalogues' generic
      // __tests__/ folder.
      .filter((word) => !/[*<>{}…$|=?()',]|\.\.\.|^[a-z]+:|^\/|^@|^(text|application)\//.test(word))
      .filter((word) => !/^(\.(?![./])|dist\/|__tests__\/|node_modules\/(?!@ausd\/))|(^|\/)[A-Z]+\//.test(word))
      .filter((word) => {
        const parts = word.split('/');
        if (parts.length === 1) return word.endsWith('.md');
        // A lone folder name (`build/`, `artefacts/`) names a kind of folder in prose, not a path to open.
        if (parts.length === 2 && parts[1] === '' && !topFolders.includes(parts[0]!)) return false;
        return word.endsWith('/') || parts.at(-1)!.includes('.') || topFolders.includes(parts[0]!);
      })
  );
}

/** Whether `file` (relative to the package folder) is in the package as installed. */
function ships({ folder, manifest }: { folder: string; manifest: Manifest }, file: string): boolean {
  const clean = file.replace(/^\.\//, '').replace(/\/$/, '');
  if (clean === 'README.md' || clean === 'package.json') return true;
  const targets = Object.values(manifest.exports ?? {}).filter((t): t is string => typeof t === 'string');
  const documents = targets.filter((t) => !/\.(ts|js)$/.test(t)).map((t) => t.replace(/^\.\/(src\/)?/, ''));
  if (documents.some((document) => document === clean || document.startsWith(`${clean}/`))) return true;
  const source = path.join(root, folder, 'src', clean.replace(/\.(d\.ts|js)$/, ''));
  return (
    /\.(d\.ts|js)$/.test(clean) && (existsSync(`${source}.ts`) || existsSync(`${source}.js`)) && !clean.includes('__')
  );
}

/** An `@ausd/<name>/<subpath>` import: its package exports the subpath. */
function exported(specifier: string): boolean {
  const [scope, name, ...rest] = specifier.split('/');
  const entry = byName.get(`${scope}/${name}`);
  if (!entry || rest.length === 0) return entry !== undefined;
  return `./${rest.join('/')}` in (entry.manifest.exports ?? {});
}
const specifiers = (text: string) =>
  [...text.matchAll(/`(@ausd\/[a-z-]+(?:\/[\w./-]+)?)`/g)].map((match) => match[1]!).filter((s) => !s.endsWith('/'));

/** An installed package's file named as node_modules/@ausd/<name>/<file>: shipped by that package. */
function installedFile(word: string): boolean | undefined {
  const match = /^node_modules\/(@ausd\/[a-z-]+)\/(.+)$/.exec(word);
  if (!match) return undefined;
  const entry = byName.get(match[1]!);
  return entry !== undefined && ships(entry, match[2]!);
}

/** From the repository's root, the doc's folder, or the src/ of the package the doc is in. */
function inRepository(word: string, from: string): boolean {
  const pkg = packages.find(({ folder }) => from.startsWith(`${folder}/`));
  return [root, path.join(root, path.dirname(from)), ...(pkg ? [path.join(root, pkg.folder, 'src')] : [])].some(
    (base) => existsSync(path.join(base, word)),
  );
}

describe('front pages', () => {
  it('keeps README.md within 150 lines and ARCHITECTURE.md within 200', () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(150);
    expect(lineCount('ARCHITECTURE.md')).toBeLessThanOrEqual(200);
  });

  it('gives the two Quick start commands exactly', () => {
    expect(read('README.md')).toMatch(/## Quick start\n\n```sh\nnpm ci && npm start\nnpm test\n```/);
  });
});

describe('repository docs', () => {
  it.each(repositoryDocs)('%s: every relative link and named path exists', (file) => {
    const text = read(file);
    const missing = [
      ...links(text).filter((target) => !existsSync(path.join(root, path.dirname(file), target))),
      ...pathWords(text).filter((word) => (installedFile(word) ?? inRepository(word, file)) === false),
      ...specifiers(text).filter((specifier) => !exported(specifier)),
    ];
    expect(missing).toEqual([]);
  });
});

describe('installed docs', () => {
  it.each(installedDocs.map((doc) => [doc.file, doc] as const))('%s names only what the package ships', (_, doc) => {
    const text = read(doc.file);
    const here = path.posix.dirname(path.posix.relative(doc.folder, doc.file));
    const missing = [
      ...links(text).filter((target) => !ships(doc, path.posix.join(here, target))),
      ...pathWords(text).filter((word) => !(installedFile(word) ?? ships(doc, path.posix.join(here, word)))),
      ...specifiers(text).filter((specifier) => !exported(specifier)),
    ];
    expect(missing).toEqual([]);
  });
});

describe('--help texts', () => {
  it.each(Object.keys(commands) as CommandName[])('ausd-api %s --help names only paths that exist', async (name) => {
    const { stdout, stderr } = await runCli(name, ['--help']);
    const missing = pathWords(`${stdout}${stderr}`.replace(/\S+/g, (word) => `\`${word}\``)).filter(
      (word) => !(installedFile(word) ?? existsSync(path.join(root, word))),
    );
    expect(missing).toEqual([]);
  });
});
