// Output files (reports, changelogs) are checked before a command does any work: a run that passes must not
// exit 1 at the end because its report had nowhere to go. A path that cannot be written is a usage error.
import { accessSync, constants, statSync, type Stats } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './arguments.js';

function stat(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function writable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why `file` cannot be written (created or replaced), or undefined when it can. */
export function outputProblem(file: string): string | undefined {
  try {
    const existing = stat(file);
    if (existing?.isDirectory()) return 'it is a folder';
    if (existing) return writable(file) ? undefined : 'the file is not writable';
    const folder = path.dirname(file);
    const parent = stat(folder);
    if (!parent) return `the folder ${folder} does not exist`;
    if (!parent.isDirectory()) return `${folder} is not a folder`;
    return writable(folder) ? undefined : `the folder ${folder} is not writable`;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** Throws a UsageError naming the option, the path as given and the reason; absent options pass. */
export function checkOutputFiles(files: Record<string, string | undefined>): void {
  for (const [option, file] of Object.entries(files)) {
    if (file === undefined) continue;
    const problem = outputProblem(file);
    if (problem !== undefined) throw new UsageError(`${option} ${file}: cannot write there: ${problem}`);
  }
}

/** A checked output file that still could not be written (the disk filled, the folder went away). */
export class OutputWriteError extends Error {
  override readonly name = 'OutputWriteError';
}

export async function writeOutputFile(option: string, file: string, contents: string): Promise<void> {
  try {
    await writeFile(file, contents);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new OutputWriteError(`${option} ${file}: could not be written (${reason})`);
  }
}
