// Where the pipeline writes each generated file (the folder of the package that ships it), and how one generated
// file imports another module: by relative path within a package, by the package's name and the export its
// manifest declares across packages. A file is generated into exactly one package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

/** The hand-written modules generated code stands on, by repository path. */
const runtimeModules = {
  clientRuntime: 'packages/client/src/runtime/index.ts',
  clientCore: 'packages/client/src/runtime/create.ts',
  clientEnsure: 'packages/client/src/runtime/ensure.ts',
  clientPagination: 'packages/client/src/runtime/pagination.ts',
  operationRoute: 'packages/client/src/runtime/operation-route.ts',
  middlewareRuntime: 'packages/express/src/runtime/index.ts',
  operation: 'packages/contract-facts/src/operation.ts',
} as const;

/** The generated modules other generated files import, by output name. */
const generatedModules = {
  types: 'types.ts',
  operationRoutes: 'operation-routes.ts',
  operations: 'operations.ts',
  validators: 'validators.js',
} as const;

/** The import specifier of each module, as seen from one generated file. */
export type Imports = Record<keyof typeof runtimeModules | keyof typeof generatedModules, string>;

/**
 * Where the files of one document go: an output name (e.g. `client.ts`) → its repository folders. A types-only
 * file goes into the client too, which depends on nothing; every other package reads the contract facts' copy.
 */
export type Placement = (output: string) => readonly string[];

const client = 'packages/client/src/generated';
const express = 'packages/express/src/generated';
const facts = 'packages/contract-facts/src/generated';
const contractFolders: Record<string, readonly string[]> = {
  'openapi.json': ['generated'],
  'openapi.yaml': ['generated'],
  'docs/index.html': ['generated'],
  'docs/llms.txt': ['generated'],
  'docs/llms-full.txt': ['generated'],
  'types.ts': [client, facts],
  'operation-routes.ts': [client],
  'schema-patterns.ts': [client],
  'client.ts': [client],
  'extensions.ts': [client, facts, 'packages/contract-model/src/generated'],
  'operations.ts': [facts],
  'validators.js': [facts],
  'validators.d.ts': [facts],
  'middleware.ts': [express],
  'evolution.ts': ['packages/sandbox/src/generated'],
  'tools.ts': ['packages/mcp/src/generated'],
  'guides.ts': ['packages/mcp/src/generated'],
};

/** The public contract: each file into the package that ships it (@ausd/contract is generated/). */
export const contractPlacement: Placement = (output) => {
  const folder = contractFolders[output];
  if (folder === undefined) throw new Error(`no package ships the generated file '${output}'`);
  return folder;
};

/** Every file of `folder` (a document generated into one package, e.g. the sandbox's helpers). */
export const folderPlacement =
  (folder: string): Placement =>
  () => [folder];

/** The folder of the workspace a repository path lies in (`packages/<name>`, `generated`, `generators`). */
function workspaceOf(file: string): string | undefined {
  return /^(packages\/[^/]+|generated|generators)\//.exec(file)?.[1];
}

type Exports = string | { [key: string]: Exports };
interface Manifest {
  name: string;
  exports: Record<string, Exports>;
  dependencies?: Record<string, string>;
}

const manifests = new Map<string, Manifest>();
function manifestOf(workspace: string): Manifest {
  let manifest = manifests.get(workspace);
  if (manifest === undefined) {
    manifest = JSON.parse(readFileSync(path.join(repository, workspace, 'package.json'), 'utf8')) as Manifest;
    manifests.set(workspace, manifest);
  }
  return manifest;
}

/** `@scope/name/subpath` of a file its package exports (each export is listed: no `*` patterns). */
function exportedAs(file: string): string {
  const workspace = workspaceOf(file);
  if (workspace === undefined) throw new Error(`${file} belongs to no package`);
  const { name, exports } = manifestOf(workspace);
  const target = `./${path.posix.relative(workspace, file)}`;
  const exact = Object.entries(exports).find(([, to]) => to === target);
  if (exact) return name + exact[0].slice(1);
  // A runtime module the package keeps to itself is reached through its internal entry, which re-exports it.
  if (exports['./internal'] !== undefined) return `${name}/internal`;
  throw new Error(`${name} does not export ${target}: list it in ${workspace}/package.json "exports"`);
}

function importPath(fromFolder: string, file: string): string {
  if (workspaceOf(`${fromFolder}/`) !== workspaceOf(file)) return exportedAs(file);
  const relative = path.posix.relative(fromFolder, file).replace(/\.ts$/, '.js');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The imports of the generated file `output` of a document placed by `placement` (a file that imports is placed
 * once). A module placed in several packages is imported from the importing file's own package where it is there,
 * else from a package the importing one depends on.
 */
export function importsOf(placement: Placement, output: string): Imports {
  const [from] = placement(output) as [string];
  const own = workspaceOf(`${from}/`);
  const dependencies = own === undefined ? {} : (manifestOf(own).dependencies ?? {});
  const depended = (folder: string) => {
    const workspace = workspaceOf(`${folder}/`);
    return workspace !== undefined && manifestOf(workspace).name in dependencies;
  };
  const runtime = Object.entries(runtimeModules).map(([key, file]) => [key, importPath(from, file)]);
  const generated = Object.entries(generatedModules).map(([key, name]) => {
    const folders = placement(name);
    const folder =
      folders.find((candidate) => workspaceOf(`${candidate}/`) === own) ?? folders.find(depended) ?? folders[0]!;
    return [key, importPath(from, path.posix.join(folder, name))];
  });
  return Object.fromEntries([...runtime, ...generated]) as Imports;
}
