// What is checked of a package as it will be published, from the files of its tarball: its manifest and files
// (publint), the module and declaration each export resolves to under every TypeScript resolution an ESM-only
// package on Node ≥ 22 meets (@arethetypeswrong/core), and where each shipped file comes from (its package's
// folder, and no other package ships the same module). All in-process: the caller packs.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { checkPackage, Package } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import type { Problem, ResolutionKind } from '@arethetypeswrong/core/types';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/** A package's files as its tarball holds them, by path inside the package (`package.json`, `runtime/x.js`). */
export type PackageFiles = Map<string, Uint8Array>;

type Exports = string | null | { [condition: string]: Exports };
interface Manifest {
  name: string;
  version: string;
  exports?: Record<string, Exports>;
}

/**
 * Every package is ESM only (`"type": "module"`, Node ≥ 22, where `import` is the way in): resolving it as
 * CommonJS (`require` under node16) or with node10's resolution, which knows no `exports`, is not supported.
 */
const unsupported: ResolutionKind[] = ['node10', 'node16-cjs'];

const manifestOf = (files: PackageFiles): Manifest =>
  JSON.parse(new TextDecoder().decode(files.get('package.json'))) as Manifest;

/** The targets an export can resolve to, every condition's. */
function targets(target: Exports): string[] {
  if (target === null) return [];
  if (typeof target === 'string') return [target];
  return Object.values(target).flatMap(targets);
}

const isModule = (file: string) => /\.(js|mjs|cjs|json)$/.test(file);

/** publint's messages, suggestions included: every one is a problem. */
async function publintProblems(files: PackageFiles): Promise<string[]> {
  const { messages, pkg } = await publint({
    pkgDir: 'package',
    pack: { files: [...files].map(([name, data]) => ({ name: `package/${name}`, data })) },
    level: 'suggestion',
    strict: true,
  });
  return messages.map((message) => `publint: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
}

function describe(problem: Problem): string {
  const where = [
    'entrypoint' in problem ? problem.entrypoint : undefined,
    'resolutionKind' in problem ? problem.resolutionKind : undefined,
    'fileName' in problem ? problem.fileName : undefined,
    'moduleSpecifier' in problem ? `'${problem.moduleSpecifier}'` : undefined,
  ].filter(Boolean);
  return `attw: ${problemKindInfo[problem.kind].title} (${where.join(', ')}): ${problemKindInfo[problem.kind].docsUrl}`;
}

/**
 * Every entry point is listed: a wildcard export makes each file it matches public API, so that any rename breaks
 * someone. Exact entries keep internals out and let the checks below see each entry point.
 */
function wildcardProblems(files: PackageFiles): string[] {
  return Object.keys(manifestOf(files).exports ?? {})
    .filter((subpath) => subpath.includes('*'))
    .map((subpath) => `exports: '${subpath}' is a wildcard; list each entry point in package.json "exports"`);
}

/** @arethetypeswrong/core over every export that is a module. */
async function attwProblems(files: PackageFiles): Promise<string[]> {
  const manifest = manifestOf(files);
  const entries = Object.entries(manifest.exports ?? {});
  const documents = entries.filter(([, target]) => !targets(target).some(isModule)).map(([subpath]) => subpath);
  const root = `/node_modules/${manifest.name}/`;
  const pkg = new Package(
    Object.fromEntries([...files].map(([file, data]) => [root + file, data])),
    manifest.name,
    manifest.version,
  );
  const result = await checkPackage(pkg, { excludeEntrypoints: documents });
  if (!result.types) {
    const javascript = entries.filter(([, target]) => targets(target).some((file) => /\.[mc]?js$/.test(file)));
    return javascript.map(([subpath]) => `attw: ${subpath} is JavaScript and the package ships no declarations`);
  }
  return result.problems
    .filter((problem) => !('resolutionKind' in problem && unsupported.includes(problem.resolutionKind)))
    .map(describe);
}

/** publint's and attw's problems with the package, none when it is fit to publish. */
export async function lintPackage(files: PackageFiles): Promise<string[]> {
  const [fromPublint, fromAttw] = await Promise.all([publintProblems(files), attwProblems(files)]);
  return [...wildcardProblems(files), ...fromPublint, ...fromAttw];
}

/**
 * The file in the package's folder a shipped file is made from: a compiled module or declaration from its source
 * under src/ (TypeScript, or generated JavaScript and declarations shipped as they are), anything else (the
 * manifest, READMEs, documents) from the same path in the folder or under src/ (a generated document).
 * Undefined if there is none inside the folder.
 */
export function sourceOf(folder: string, file: string): string | undefined {
  const stem = file.replace(/\.(d\.ts|js)$/, '');
  const candidates = stem === file ? [file, `src/${file}`] : [`src/${file}`, `src/${stem}.ts`];
  const inside = realpathSync(folder) + path.sep;
  return candidates
    .map((candidate) => path.join(folder, candidate))
    .find((candidate) => existsSync(candidate) && realpathSync(candidate).startsWith(inside));
}

export interface ShippedPackage {
  name: string;
  /** The package's folder in the repository (`packages/client`, `generated`). */
  folder: string;
  files: PackageFiles;
}

/** A module only declarations compile to (comments and `export {};`): one in several packages copies no code. */
const empty = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace('export {};', '')
    .trim() === '';

/**
 * Every shipped file comes from its package's folder, and no module (JavaScript with code in it) ships in two
 * packages: a module another package needs is imported from the package that holds it.
 */
export function provenanceProblems(packages: ShippedPackage[]): string[] {
  const problems: string[] = [];
  const shippedBy = new Map<string, string>();
  for (const { name, folder, files } of packages) {
    for (const [file, data] of files) {
      if (!sourceOf(folder, file)) problems.push(`${name}: ${file} has no source in ${folder}`);
      const text = new TextDecoder().decode(data);
      if (!file.endsWith('.js') || empty(text)) continue;
      const other = shippedBy.get(text);
      if (other) problems.push(`${name}: ${file} is the same module as ${other}`);
      else shippedBy.set(text, `${name}/${file}`);
    }
  }
  return problems;
}
