// node_modules for a copy of the repository: every installed package is the repository's (symlinked), except the
// @ausd workspaces, which are the copy's own folders, so the copy's code, manifests and generated files are what
// runs and compiles there.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export async function linkNodeModules(root: string, copy: string): Promise<void> {
  const modules = path.join(root, 'node_modules');
  await mkdir(path.join(copy, 'node_modules', '@ausd'), { recursive: true });
  for (const entry of await readdir(modules)) {
    if (entry !== '@ausd') await symlink(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of await readdir(path.join(modules, '@ausd'))) {
    const workspace = path.relative(root, await realpath(path.join(modules, '@ausd', entry)));
    await symlink(path.join(copy, workspace), path.join(copy, 'node_modules', '@ausd', entry));
  }
}

/** What generation and the packages' code read: a copy of these runs, regenerates and type-checks on its own. */
const sourceEntries = [
  'spec',
  'generators',
  'templates',
  'generated',
  'packages',
  'package.json',
  'tsconfig.base.json',
];
/** What a build made (dist/, compiled/) stays behind: a copy compiles from its own sources. */
const notBuilt = (source: string) => !source.split(path.sep).some((part) => part === 'dist' || part === 'compiled');

/** The spec, the generators and the packages' sources copied to `destination`, with node_modules linked as above. */
export async function copySources(root: string, destination: string): Promise<void> {
  await Promise.all(
    sourceEntries.map((entry) =>
      cp(path.join(root, entry), path.join(destination, entry), { recursive: true, filter: notBuilt }),
    ),
  );
  await linkNodeModules(root, destination);
}

/**
 * The working tree as git sees it (tracked and new files, not ignored ones) copied to `destination`, with
 * node_modules linked as above and committed as one commit of a new repository: `ausd-api release` publishes only
 * a committed tree. The compiler's incremental state comes along where a build left it (each workspace's
 * compiled/ and build info, which git ignores), so a build in the copy compiles only what differs from the
 * working tree: tsc -b finds each project current by its sources' content.
 */
export async function copyWorkingTree(root: string, destination: string): Promise<void> {
  const git = (args: string[], cwd: string) => promisify(execFile)('git', args, { cwd, maxBuffer: 64 << 20 });
  const listed = (await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)).stdout;
  const files = [...new Set(listed.split('\0'))].filter((file) => file && existsSync(path.join(root, file)));
  await Promise.all(files.map((file) => cp(path.join(root, file), path.join(destination, file))));
  const workspaces = [
    ...new Set(files.map((file) => /^(packages\/[^/]+|generators)\/tsconfig\.json$/.exec(file)?.[1])),
  ];
  for (const workspace of workspaces.filter((found) => found !== undefined)) {
    // compiled/, then the build info beside tsconfig.json where a project keeps it there (generators/ keeps it
    // in compiled/): tsc -b finds a project current when its build info is newer than every source.
    const state = ['compiled', 'tsconfig.tsbuildinfo']
      .map((name) => path.join(workspace, name))
      .filter((file) => existsSync(path.join(root, file)));
    for (const file of state) await cp(path.join(root, file), path.join(destination, file), { recursive: true });
  }
  await linkNodeModules(root, destination);
  await git(['init', '-q'], destination);
  await git(['add', '-A'], destination);
  await commitAll(destination, 'the working tree');
}

/** Commits every change of the copy, as its platform team would before a release. */
export async function commitAll(copy: string, message: string): Promise<void> {
  const git = (args: string[]) => promisify(execFile)('git', args, { cwd: copy, maxBuffer: 64 << 20 });
  await git(['add', '-A']);
  await git([
    '-c',
    'user.name=Platform',
    '-c',
    'user.email=platform@example.com',
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    message,
  ]);
}
