// Where a contract comes from: a bundled .json/.yaml file, a git ref of this repository whose spec/ is
// bundled on the fly, or (the default head) the working spec/. Only the last two need the repository and its
// devDependencies (@redocly/openapi-core bundles); diffing two files needs neither. A split spec/ is bundled with
// its folder as the only place it may read: a reference that leaves it or names a URL is refused, not opened.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { withTemporaryFolder } from '@ausd/command-line/temporary-folder';
import type * as Bundler from '@ausd/generators/contract';
import { type Contract, contractFrom, loadContractFile } from './contract.js';
import { ContractInputError } from './input-error.js';

const run = promisify(execFile);
export const workingSpec = 'spec/openapi.yaml';

async function bundleSpec(entry: string, label: string): Promise<Contract> {
  let bundler: typeof Bundler;
  try {
    bundler = await import('@ausd/generators/contract');
  } catch {
    throw new ContractInputError(
      `${label}: bundling spec/ needs the spec repository with its devDependencies (@redocly/openapi-core); ` +
        'run inside a checkout after `npm ci`, or pass two bundled .json/.yaml files',
    );
  }
  try {
    const { document } = await bundler.bundleContract(entry, { folder: path.dirname(entry) });
    return contractFrom(document, `${label}:${path.relative(process.cwd(), entry) || entry}`, label);
  } catch (error) {
    if (error instanceof ContractInputError) throw error;
    throw new ContractInputError(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function gitRoot(): Promise<string | undefined> {
  try {
    return (await run('git', ['rev-parse', '--show-toplevel'])).stdout.trim();
  } catch {
    return undefined;
  }
}

/** Runs `task` on the spec/ entry of a git ref, extracted into a temporary folder removed afterwards. */
export async function withGitSpec<T>(ref: string, task: (entry: string) => Promise<T>): Promise<T> {
  const root = await gitRoot();
  if (root === undefined) {
    throw new ContractInputError(`${ref}: not a file, and not inside a git repository to read a ref from`);
  }
  try {
    await run('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new ContractInputError(
      `${ref}: neither a contract file nor a git ref of ${root} (try origin/main or a commit)`,
    );
  }
  return withTemporaryFolder('ausd-diff-', async (dir) => {
    try {
      await run('sh', ['-c', 'git -C "$1" archive --format=tar "$2" spec | tar -x -C "$3"', 'sh', root, ref, dir]);
    } catch {
      throw new ContractInputError(`${ref}: the ref has no spec/ folder to bundle`);
    }
    return task(path.join(dir, workingSpec));
  });
}

/** Resolves a --base/--head argument; undefined means the working spec/. */
export async function loadContract(source: string | undefined): Promise<Contract> {
  if (source === undefined) {
    if (!existsSync(workingSpec)) {
      throw new ContractInputError(
        `${workingSpec}: no working spec/ here; pass --head <file> (a bundled .json or .yaml)`,
      );
    }
    return bundleSpec(workingSpec, 'spec/');
  }
  if (existsSync(source) || /\.(json|ya?ml)$/i.test(source)) return loadContractFile(source);
  return withGitSpec(source, (entry) => bundleSpec(entry, source));
}
