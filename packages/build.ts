// Assembles every publishable package as packages/<name>/dist/, a directory `npm pack` takes as is.
// The sources stay where the pipeline writes and the team edits them (generated/, runtime/, sandbox/,
// conformance/, cli/, diff/); packages/<name>/ holds the manifest, README and entry files. From the entries a
// manifest names (exports, bin) the build follows the compiled imports, so a new file is shipped as soon as
// something a package ships imports it, and:
//   - a file owned by another package (OWNERS) is imported from that package (`@ausd/<name>/internal/…`),
//     which becomes a dependency at the one version (the root package.json's);
//   - any other file is copied into every package that reaches it;
//   - a bare import must be a declared dependency or peer with the root's range, and every declared one used.
// Files of the spec repository's tooling (SPEC_REPOSITORY) are never shipped: the commands that need them say so.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = path.join(root, 'dist');
const scope = '@ausd/';

/** Which package a source path belongs to (first matching prefix); packages/<name>/ belong to <name>. */
const OWNERS: readonly [prefix: string, packageDir: string][] = [
  ['generated/client.', 'client'],
  ['generated/types.', 'client'],
  ['runtime/client/', 'client'],
  ['generated/middleware.', 'express'],
  ['runtime/middleware/', 'express'],
  ['sandbox/', 'sandbox'],
  ['cli/commands/sandbox.', 'sandbox'],
  ['conformance/', 'conformance'],
  ['cli/commands/conformance.', 'conformance'],
];

const SPEC_REPOSITORY = ['generators/', 'redocly/', 'diff/typecheck.'];
/** Readers of a bundled contract under generators/ that `ausd-api diff` runs on two files; they import no package. */
const SHIPPED_READERS = ['generators/model.', 'generators/pointer.', 'generators/error-codes.'];

/** Files that are not compiled code: package path ← repository path. */
const ASSETS: Record<string, { from: string; to: string }[]> = {
  contract: [
    { from: 'generated/openapi.json', to: 'openapi.json' },
    { from: 'generated/openapi.yaml', to: 'openapi.yaml' },
    { from: 'generated/docs/index.html', to: 'docs/index.html' },
    { from: 'CHANGELOG.md', to: 'CHANGELOG.md' },
  ],
  sandbox: [{ from: 'sandbox/test-helpers.md', to: 'test-helpers.md' }],
  // The runner reads the bundled document (parameter schemas, examples, x- extensions) next to its validators.
  conformance: [{ from: 'generated/openapi.json', to: 'generated/openapi.json' }],
};

/** Generated JavaScript (with its declarations) is not compiled: copied beside the compiled TypeScript. */
async function copyPlainJs(dir = 'generated'): Promise<void> {
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) await copyPlainJs(file);
    else if (/\.(js|d\.ts)$/.test(entry.name)) await cp(path.join(root, file), path.join(compiled, file));
  }
}

type Exports = string | { [key: string]: Exports };
interface Manifest {
  name: string;
  version?: string;
  bin?: Record<string, string>;
  exports?: Record<string, Exports>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Assembly {
  dir: string;
  manifest: Manifest;
  /** Compiled repository paths (.js) shipped in this package. */
  files: Set<string>;
  external: Set<string>;
  internal: Set<string>;
}

class BuildError extends Error {}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const toPosix = (file: string) => file.split(path.sep).join('/');

function ownerOf(file: string): string | undefined {
  const own = /^packages\/([^/]+)\//.exec(file);
  if (own) return own[1];
  return OWNERS.find(([prefix]) => file.startsWith(prefix))?.[1];
}

/** Where a compiled repository file sits inside its package's dist/. */
function packagePath(file: string, dir: string): string {
  const prefix = `packages/${dir}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** tsc indents declarations by 4; the repository's 2 keeps the client's installed size down (types.d.ts). */
function reindent(declarations: string): string {
  return declarations.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every target string under an `exports` value. */
function targets(value: Exports): string[] {
  return typeof value === 'string' ? [value] : Object.values(value).flatMap(targets);
}

function compile(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new BuildError(`tsc -p tsconfig.build.json failed:\n${output}`);
  }
}

/** Rewrites the relative imports of one compiled file for its place in `assembly`; returns the files it reaches. */
function relink(
  text: string,
  file: string,
  assembly: Assembly,
  byName: Map<string, string>,
): { text: string; reached: string[] } {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const reached: string[] = [];
  let out = text;
  // Right to left, so earlier positions stay valid while replacing.
  for (const { fileName: specifier, pos } of [...importedFiles].sort((a, b) => b.pos - a.pos)) {
    // `pos` is the opening quote's offset.
    const start = pos + 1;
    const end = start + specifier.length;
    if (text.slice(start, end) !== specifier) throw new BuildError(`${file}: cannot locate the import '${specifier}'`);
    if (!specifier.startsWith('.')) {
      if (!isBuiltin(specifier)) assembly.external.add(packageName(specifier));
      continue;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const shipped = SHIPPED_READERS.some((prefix) => target.startsWith(prefix));
    if (!shipped && SPEC_REPOSITORY.some((prefix) => target.startsWith(prefix))) continue;
    const owner = ownerOf(target);
    let replacement: string;
    if (owner !== undefined && owner !== assembly.dir) {
      const name = byName.get(owner);
      if (name === undefined)
        throw new BuildError(`${file} imports ${target}, owned by packages/${owner}, which has no manifest`);
      assembly.internal.add(name);
      replacement = `${name}/internal/${packagePath(target, owner)}`;
    } else {
      const from = path.posix.dirname(packagePath(file, assembly.dir));
      const relative = path.posix.relative(from, packagePath(target, assembly.dir));
      replacement = relative.startsWith('.') ? relative : `./${relative}`;
      if (target.endsWith('.js')) reached.push(target);
    }
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  return { text: out, reached };
}

async function assemble(assembly: Assembly, byName: Map<string, string>): Promise<void> {
  const dist = path.join(root, 'packages', assembly.dir, 'dist');
  const { manifest } = assembly;
  const entries = [...Object.values(manifest.exports ?? {}).flatMap(targets), ...Object.values(manifest.bin ?? {})]
    .filter((target) => target.endsWith('.js'))
    .map((target) => target.replace(/^\.\/dist\//, ''));
  const queue = entries.map((entry) => {
    const own = `packages/${assembly.dir}/${entry}`;
    return existsSync(path.join(compiled, own)) ? own : entry;
  });
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (assembly.files.has(file)) continue;
    if (!existsSync(path.join(compiled, file)))
      throw new BuildError(`${assembly.manifest.name}: ${file} was not compiled`);
    assembly.files.add(file);
    for (const variant of [file, file.replace(/\.js$/, '.d.ts')]) {
      const source = path.join(compiled, variant);
      if (!existsSync(source)) continue;
      const emitted = variant.endsWith('.d.ts') && existsSync(path.join(root, variant.replace(/\.d\.ts$/, '.ts')));
      const contents = await readFile(source, 'utf8');
      const { text, reached } = relink(emitted ? reindent(contents) : contents, variant, assembly, byName);
      queue.push(...reached);
      const destination = path.join(dist, packagePath(variant, assembly.dir));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, text, { mode: manifest.bin && text.startsWith('#!') ? 0o755 : 0o644 });
    }
  }
  for (const asset of ASSETS[assembly.dir] ?? []) {
    const source = path.join(root, asset.from);
    await mkdir(path.dirname(path.join(dist, asset.to)), { recursive: true });
    await copyFile(source, path.join(dist, asset.to));
  }
  await copyFile(path.join(root, 'packages', assembly.dir, 'README.md'), path.join(dist, 'README.md'));
}

/** Checks declared against used dependencies and writes the published manifest. */
async function publishManifest(assembly: Assembly, version: string, ranges: Record<string, string>, imported: boolean) {
  const { manifest } = assembly;
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
  const problems: string[] = [];
  for (const name of assembly.external) {
    if (!(name in declared)) problems.push(`imports '${name}' but does not declare it`);
  }
  for (const [name, range] of Object.entries(declared)) {
    if (name.startsWith(scope)) continue;
    if (!assembly.external.has(name)) problems.push(`declares '${name}' but nothing it ships imports it`);
    else if (ranges[name] !== range)
      problems.push(`declares ${name}@${range}, the repository pins ${ranges[name] ?? 'nothing'}`);
  }
  if (problems.length > 0)
    throw new BuildError(`${manifest.name} (packages/${assembly.dir}/package.json):\n  ${problems.join('\n  ')}`);

  const pin = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, name.startsWith(scope) ? version : range]));
  const dependencies = pin(manifest.dependencies) ?? {};
  for (const name of assembly.internal) {
    if (!(name in (manifest.peerDependencies ?? {}))) dependencies[name] = version;
  }
  const rebase = (value: Exports): Exports =>
    typeof value === 'string'
      ? value.replace(/^\.\/dist\//, './')
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rebase(inner)]));
  const { name, ...rest } = manifest;
  const published: Manifest = {
    name,
    version,
    ...rest,
    ...(manifest.bin && { bin: rebase(manifest.bin) as Record<string, string> }),
    ...(manifest.exports && {
      exports: { ...(rebase(manifest.exports) as Record<string, Exports>), ...(imported && { './internal/*': './*' }) },
    }),
    ...(Object.keys(dependencies).length > 0 && {
      dependencies: Object.fromEntries(Object.entries(dependencies).sort()),
    }),
    ...(manifest.peerDependencies && { peerDependencies: pin(manifest.peerDependencies) }),
  };
  await writeFile(
    path.join(root, 'packages', assembly.dir, 'dist', 'package.json'),
    `${JSON.stringify(published, null, 2)}\n`,
  );
}

/** Builds every package; returns their dist directories. */
export async function buildPackages(): Promise<{ name: string; dist: string }[]> {
  const rootManifest = await readJson<Manifest>(path.join(root, 'package.json'));
  const version = rootManifest.version;
  if (!version) throw new BuildError('the root package.json states no version');
  const ranges = { ...rootManifest.devDependencies, ...rootManifest.dependencies };

  await rm(compiled, { recursive: true, force: true });
  compile();
  await copyPlainJs();

  const dirs = (await readdir(path.join(root, 'packages'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'packages', entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
  const assemblies: Assembly[] = [];
  for (const dir of dirs) {
    const manifest = await readJson<Manifest>(path.join(root, 'packages', dir, 'package.json'));
    if (manifest.version !== undefined)
      throw new BuildError(`packages/${dir}/package.json: the version is stated once, in the root package.json`);
    assemblies.push({ dir, manifest, files: new Set(), external: new Set(), internal: new Set() });
  }
  const byName = new Map(assemblies.map((assembly) => [assembly.dir, assembly.manifest.name]));
  for (const assembly of assemblies) {
    await rm(path.join(root, 'packages', assembly.dir, 'dist'), { recursive: true, force: true });
    await assemble(assembly, byName);
  }
  const imported = new Set(assemblies.flatMap((assembly) => [...assembly.internal]));
  for (const assembly of assemblies) {
    await publishManifest(assembly, version, ranges, imported.has(assembly.manifest.name));
  }
  return assemblies.map((assembly) => ({
    name: assembly.manifest.name,
    dist: path.join(root, 'packages', assembly.dir, 'dist'),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPackages().then(
    (built) => {
      for (const { name, dist } of built)
        process.stdout.write(`${name.padEnd(20)} ${toPosix(path.relative(root, dist))}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = error instanceof BuildError ? 2 : 1;
    },
  );
}
