// A copy of the project whose spec/ a test edits, regenerates and type-checks: what the contract-typing and
// contract-following tests share. Each copy has node_modules linked and is removed when its file ends.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { afterAll, expect } from 'vitest';
import { diagnostics, diagnosticsIn } from '../support/compiler-output.js';
import { removeWhenSettled, runCliAt } from '../support/run-cli.js';
import { runCommand } from '../support/run-command.js';
import { copySources } from '../support/workspace-copy.js';
import { tsc } from '../../tools/tsc.js';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** This repository's tsx, which runs a copy's TypeScript in a process of its own. */
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
/** The packages whose code reads the contract; tests and benches are not part of what is proven here. */
const checked = ['client', 'express', 'contract-model', 'command-line', 'sandbox', 'conformance'];

export async function run(cwd: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await runCommand(command, args, { cwd });
  return { code, output: `${stdout}${stderr}` };
}

/** Call at a file's top level: its copies, each removed after the file's tests. */
export function projectCopies(): { copyProject(): Promise<string> } {
  const copies: string[] = [];
  afterAll(() => removeWhenSettled(...copies));
  return {
    async copyProject() {
      const dir = await mkdtemp(path.join(tmpdir(), 'ausd-contract-typing-'));
      copies.push(dir);
      await copySources(root, dir);
      await writeFile(
        path.join(dir, 'tsconfig.check.json'),
        JSON.stringify({
          extends: './tsconfig.base.json',
          compilerOptions: { noEmit: true },
          include: checked.map((name) => `packages/${name}/src`),
          // The rules' tests beside them import test/, which is not copied.
          exclude: ['**/__tests__/**'],
        }),
      );
      return dir;
    },
  };
}

export async function edit(file: string, change: (document: Record<string, any>) => void): Promise<void> {
  const document = parse(await readFile(file, 'utf8')) as Record<string, any>;
  change(document);
  await writeFile(file, stringify(document));
}

/** Replaces a word in every YAML file of the copy's spec/. */
export async function renameInSpec(dir: string, from: string, to: string): Promise<void> {
  const files = await readdir(path.join(dir, 'spec'), { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.yaml')).map((name) => path.join(dir, 'spec', name))) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replaceAll(new RegExp(`\\b${from}\\b`, 'g'), to));
  }
}

/**
 * Regenerates `only` the named artifacts of the copy (`ausd-api generate --only`, at the copy's root), in this
 * process: the generators are loaded once for every copy instead of once per process. The generators read the
 * extension vocabulary (spec/extensions.yaml) beside their own modules, so a copy that edits it regenerates in a
 * process of its own, which loads the copy's generators.
 */
export async function regenerate(
  dir: string,
  only: string,
  options: { editsVocabulary?: boolean } = {},
): Promise<void> {
  if (options.editsVocabulary) {
    const generated = await run(dir, tsx, ['packages/api-toolkit/src/cli/ausd-api.ts', 'generate', '--only', only]);
    expect(generated.code, generated.output).toBe(0);
    return;
  }
  const generated = await runCliAt(dir, 'generate', ['--only', only]);
  expect(generated.code, generated.stdout + generated.stderr).toBe(0);
}

/** One copy's share of a compile: its errors, each with the lines that explain it, paths from the copy's root. */
export interface CopyErrors {
  /** The files with an error, as `packages/…`. */
  files: Set<string>;
  output: string;
}

/**
 * Type-checks several copies in one compiler run: the copies' sources are their own, but the libraries they link
 * are the same files, so their declarations are read and checked once (a second copy adds a fifth of the first's
 * time). Each copy's errors are told apart by its folder.
 */
export async function typecheckCopies(dirs: readonly string[]): Promise<CopyErrors[]> {
  const parent = await mkdtemp(path.join(tmpdir(), 'ausd-contract-typing-all-'));
  try {
    await writeFile(
      path.join(parent, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(dirs[0]!, 'tsconfig.base.json'),
        // The base config's `types` are looked up beside this file, where no node_modules is.
        compilerOptions: { noEmit: true, typeRoots: [path.join(root, 'node_modules', '@types')] },
        include: dirs.flatMap((dir) => checked.map((name) => path.join(dir, 'packages', name, 'src'))),
        // The rules' tests beside them import test/, which is not copied.
        exclude: dirs.map((dir) => path.join(dir, '**/__tests__/**')),
      }),
    );
    const { output } = await run(parent, process.execPath, [tsc, '-p', '.', '--pretty', 'false']);
    const errors = diagnostics(output).filter((error) => /^\S+\(\d+,\d+\): error TS/.test(error));
    return dirs.map((dir) => {
      const own = diagnosticsIn(errors, path.relative(parent, dir));
      return { files: new Set(own.map((error) => error.slice(0, error.indexOf('(')))), output: own.join('\n') };
    });
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
