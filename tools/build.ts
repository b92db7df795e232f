// Builds every publishable workspace into its own dist/, the folder `npm pack` takes. `tsc -b` compiles each
// package's src/ with its own project (project references, so dependencies first and no cycle) into compiled/,
// incrementally: a second build of unchanged sources compiles nothing. dist/ is assembled afresh on every build,
// from the compiled files of the sources src/ holds now (a removed source does not ship); then per package:
// the published manifest (exports and bins on the compiled files, the one version of the root package.json,
// @ausd dependencies pinned to it), its README, and what it ships as is (generated JavaScript with its
// declarations, documents). Nothing crosses from one package's folder into another's: a package reaches another
// by name, and every name a shipped file imports must be a declared dependency or peer.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsc } from './tsc.js';

/** This repository's root; a test builds a repository of its own. */
const repository = fileURLToPath(new URL('..', import.meta.url));
const scope = '@ausd/';

type Exports = string | { [key: string]: Exports };
interface Manifest {
  name: string;
  version?: string;
  private?: boolean;
  workspaces?: string[];
  bin?: Record<string, string>;
  exports?: Record<string, Exports>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Workspace {
  /** Relative to the repository's root, as messages name it. */
  dir: string;
  folder: string;
  manifest: Manifest;
}

class BuildError extends Error {}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const toPosix = (file: string) => file.split(path.sep).join('/');

/** The publishable workspaces of the root manifest (`packages/*`, `generated`), private ones left out. */
async function publishable(root: string, rootManifest: Manifest): Promise<Workspace[]> {
  const dirs: string[] = [];
  for (const pattern of rootManifest.workspaces ?? []) {
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else {
      const parent = pattern.slice(0, -2);
      const entries = await readdir(path.join(root, parent), { withFileTypes: true });
      dirs.push(...entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`));
    }
  }
  const workspaces: Workspace[] = [];
  for (const dir of dirs.sort()) {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = await readJson<Manifest>(file);
    if (manifest.private) continue;
    if (manifest.version !== undefined)
      throw new BuildError(`${dir}/package.json: the version is stated once, in the root package.json`);
    workspaces.push({ dir, folder: path.join(root, dir), manifest });
  }
  return workspaces;
}

/** The compiler's folder of each workspace (its tsconfig's outDir); dist/ is assembled from it. */
const compiledFolder = 'compiled';

function compile(root: string, workspaces: Workspace[]): void {
  const projects = workspaces.filter((w) => existsSync(path.join(w.folder, 'tsconfig.json')));
  try {
    execFileSync(process.execPath, [tsc, '-b', ...projects.map((w) => w.dir)], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new BuildError(`tsc -b failed:\n${output}`);
  }
}

/**
 * `./src/x.ts` (or generated `./src/x.js`) → the compiled pair in dist; a document under src/ (a generated
 * `openapi.json`) → its place in dist, as the compiled files sit; anything else ships as it is.
 */
function published(target: string): Exports {
  const source = /^\.\/src\/(.+)\.(ts|js)$/.exec(target);
  if (source) return { types: `./${source[1]}.d.ts`, default: `./${source[1]}.js` };
  return target.replace(/^\.\/src\//, './');
}

/**
 * A bin of the repository is a launcher (`./bin/<command>.js`) that runs its TypeScript entry through tsx; the
 * published bin is that entry compiled, named once, in the launcher's import.
 */
function binTarget(workspace: Workspace, target: string): string {
  const launcher = readFileSync(path.join(workspace.folder, target), 'utf8');
  const entry = /\bimport\('\.\.\/src\/(.+)\.ts'\)/.exec(launcher)?.[1];
  if (entry === undefined) throw new BuildError(`${workspace.dir}/${target}: imports no entry under src/`);
  return `./${entry}.js`;
}

/** tsc indents declarations by 4; 2 keeps the installed size down (the client's types.d.ts). */
function reindent(declarations: string): string {
  return declarations.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
}

async function files(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The source a compiled file comes from: `x.js` and `x.d.ts` from `x.ts`, a JSON module from itself. */
function sourceOf(compiled: string): string | undefined {
  if (compiled.endsWith('.d.ts')) return `${compiled.slice(0, -'.d.ts'.length)}.ts`;
  if (compiled.endsWith('.js')) return `${compiled.slice(0, -'.js'.length)}.ts`;
  return compiled.endsWith('.json') ? compiled : undefined;
}

/** The TypeScript modules of src/ the compiler emits for (declarations and the rules' tests are not compiled). */
async function compiledSources(workspace: Workspace): Promise<string[]> {
  const src = path.join(workspace.folder, 'src');
  return (await files(src))
    .map((file) => path.relative(src, file))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.split(path.sep).includes('__tests__'));
}

/**
 * Workspaces whose compiled/ lacks the output of a source it holds: tsc -b trusts its build info, so an output
 * deleted by hand would otherwise stay missing.
 */
async function incomplete(workspaces: Workspace[]): Promise<Workspace[]> {
  const found: Workspace[] = [];
  for (const workspace of workspaces) {
    const compiled = path.join(workspace.folder, compiledFolder);
    const sources = await compiledSources(workspace);
    if (sources.some((source) => !existsSync(path.join(compiled, source.replace(/\.ts$/, '.js')))))
      found.push(workspace);
  }
  return found;
}

/** The compiled files of the sources src/ holds now, into a new dist/: a source removed since does not ship. */
async function copyCompiled(workspace: Workspace, dist: string): Promise<void> {
  const src = path.join(workspace.folder, 'src');
  const compiled = path.join(workspace.folder, compiledFolder);
  for (const file of await files(compiled)) {
    const source = sourceOf(path.relative(compiled, file));
    if (source === undefined || !existsSync(path.join(src, source))) continue;
    await mkdir(path.dirname(path.join(dist, path.relative(compiled, file))), { recursive: true });
    await cp(file, path.join(dist, path.relative(compiled, file)));
  }
}

/** Generated JavaScript and hand-written declarations under src/ are not compiled: they ship beside the output. */
async function copyPlain(workspace: Workspace, dist: string): Promise<void> {
  const src = path.join(workspace.folder, 'src');
  for (const file of await files(src)) {
    const plainJs = file.endsWith('.js');
    const declaration = file.endsWith('.d.ts');
    if (!plainJs && !declaration) continue;
    await mkdir(path.dirname(path.join(dist, path.relative(src, file))), { recursive: true });
    await cp(file, path.join(dist, path.relative(src, file)));
  }
}

/**
 * Bare specifiers a shipped file loads (imports, re-exports, `require`), its relative ones, and the packages it
 * imports on demand (`import()`: optional peers, and the spec repository's tooling, whose absence the commands
 * report).
 */
function specifiers(text: string): { bare: string[]; relative: string[]; onDemand: string[] } {
  const found = [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return {
    bare: found.filter((s) => !s.startsWith('.') && !isBuiltin(s)),
    relative: found.filter((s) => s.startsWith('.')),
    onDemand: [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  };
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The package that holds the types of `name` when it ships none itself (`@types/scope__name` for a scoped one). */
const typesPackage = (name: string) => `@types/${name.replace(/^@([^/]+)\//, '$1__')}`;

/** Whether the installed package `name` ships declarations of its own (a `types` field or condition, an index.d.ts). */
function shipsTypes(name: string): boolean {
  const folder = path.join(repository, 'node_modules', name);
  if (name.startsWith(scope) || existsSync(path.join(folder, 'index.d.ts'))) return true;
  const manifest = existsSync(path.join(folder, 'package.json'))
    ? readFileSync(path.join(folder, 'package.json'), 'utf8')
    : '';
  if (/"(types|typings)"\s*:/.test(manifest)) return true;
  // Declarations beside the entry point's JavaScript (`exports['.']` or `main`), where TypeScript finds them.
  const { exports, main } = JSON.parse(manifest || '{}') as { exports?: unknown; main?: string };
  const entryExport =
    typeof exports === 'object' && exports !== null ? (exports as Record<string, unknown>)['.'] : exports;
  const entry =
    typeof entryExport === 'string'
      ? entryExport
      : typeof entryExport === 'object' && entryExport !== null
        ? ((entryExport as Record<string, unknown>).default ?? (entryExport as Record<string, unknown>).import)
        : main;
  return typeof entry === 'string' && existsSync(path.join(folder, entry.replace(/\.[cm]?js$/, '.d.ts')));
}

/**
 * The packages a declaration file names whose types come from `@types/…`, which the package must then declare
 * too: otherwise a consumer's compiler sees them as `any`, or TS7016 with library checks on.
 */
export function missingTypes(imported: string[], declared: ReadonlySet<string>, typed = shipsTypes): string[] {
  return [...new Set(imported)].filter((name) => !typed(name) && !declared.has(typesPackage(name)));
}

/** Every import of a shipped file stays in the package or names a declared dependency; every declared one is used. */
async function checkImports(workspace: Workspace, dist: string): Promise<void> {
  const { manifest } = workspace;
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
  const used = new Set<string>();
  const problems: string[] = [];
  for (const file of await files(dist)) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const { bare, relative, onDemand } = specifiers(await readFile(file, 'utf8'));
    for (const specifier of onDemand) used.add(packageName(specifier));
    for (const name of bare.map(packageName)) {
      used.add(name);
      if (!declared.has(name) && name !== manifest.name)
        problems.push(`${toPosix(path.relative(dist, file))} imports '${name}', which is not a dependency`);
    }
    if (file.endsWith('.d.ts')) {
      for (const name of missingTypes(
        bare.map(packageName).filter((name) => declared.has(name)),
        declared,
      ))
        problems.push(
          `${toPosix(path.relative(dist, file))} names the types of '${name}': declare ${typesPackage(name)}`,
        );
    }
    for (const specifier of relative) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(dist + path.sep))
        problems.push(`${toPosix(path.relative(dist, file))} reaches outside the package: '${specifier}'`);
    }
  }
  for (const name of declared) {
    const typesOf = /^@types\/(.+)$/.exec(name)?.[1];
    if (!used.has(name) && !(typesOf && used.has(typesOf)))
      problems.push(`declares '${name}', which nothing it ships imports`);
  }
  if (problems.length > 0) throw new BuildError(`${manifest.name} (${workspace.dir}):\n  ${problems.join('\n  ')}`);
}

async function assemble(workspace: Workspace, version: string): Promise<string> {
  const { folder } = workspace;
  const dist = path.join(folder, 'dist');
  const { manifest } = workspace;
  await rm(dist, { recursive: true, force: true });
  await copyCompiled(workspace, dist);
  await copyPlain(workspace, dist);
  for (const file of await files(dist)) {
    if (file.endsWith('.d.ts')) await writeFile(file, reindent(await readFile(file, 'utf8')));
  }
  const documents = Object.values(manifest.exports ?? {}).filter(
    (target): target is string =>
      typeof target === 'string' && !/^\.\/src\/.+\.(ts|js)$/.test(target) && target !== './package.json',
  );
  for (const file of ['./README.md', ...documents]) {
    const target = path.join(dist, published(file) as string);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(folder, file), target);
  }
  for (const target of Object.values(manifest.bin ?? {}))
    await chmod(path.join(dist, binTarget(workspace, target)), 0o755);
  await checkImports(workspace, dist);

  const pin = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, name.startsWith(scope) ? version : range]));
  const { name, ...rest } = manifest;
  const publishedManifest: Manifest = {
    name,
    version,
    ...rest,
    ...(manifest.bin && {
      bin: Object.fromEntries(
        Object.entries(manifest.bin).map(([command, target]) => [command, binTarget(workspace, target)]),
      ),
    }),
    ...(manifest.exports && {
      exports: Object.fromEntries(
        Object.entries(manifest.exports).map(([key, target]) => [
          key,
          typeof target === 'string' ? published(target) : target,
        ]),
      ),
    }),
    ...(manifest.dependencies && { dependencies: pin(manifest.dependencies) }),
    ...(manifest.peerDependencies && { peerDependencies: pin(manifest.peerDependencies) }),
  };
  await writeFile(path.join(dist, 'package.json'), `${JSON.stringify(publishedManifest, null, 2)}\n`);
  return dist;
}

/** Builds every package (compiling what changed since the last build); returns their dist directories. */
export async function buildPackages(root = repository): Promise<{ name: string; dist: string }[]> {
  const rootManifest = await readJson<Manifest>(path.join(root, 'package.json'));
  const version = rootManifest.version;
  if (!version) throw new BuildError('the root package.json states no version');
  const workspaces = await publishable(root, rootManifest);
  compile(root, workspaces);
  const missing = await incomplete(workspaces);
  if (missing.length > 0) {
    for (const workspace of missing) {
      await rm(path.join(workspace.folder, compiledFolder), { recursive: true, force: true });
      await rm(path.join(workspace.folder, 'tsconfig.tsbuildinfo'), { force: true });
    }
    compile(root, workspaces);
    const still = await incomplete(missing);
    if (still.length > 0)
      throw new BuildError(`tsc -b left sources without output in ${still.map((w) => w.dir).join(', ')}`);
  }
  const built = [];
  for (const workspace of workspaces) {
    built.push({ name: workspace.manifest.name, dist: await assemble(workspace, version) });
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPackages().then(
    (built) => {
      for (const { name, dist } of built)
        process.stdout.write(`${name.padEnd(22)} ${toPosix(path.relative(repository, dist))}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = error instanceof BuildError ? 2 : 1;
    },
  );
}
