// Runs one `ausd-api` subcommand in-process, as the ausd-api bin does (runCommand of @ausd/command-line), and captures what it
// writes to stdout and stderr with its exit code: argument handling and messages are tested without a process.
import { rm } from 'node:fs/promises';
import { vi } from 'vitest';
import { commands, type CommandName } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCommand } from '../../packages/command-line/src/run-command.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is set for the run only, as a caller's environment would be; a name set to undefined is left out. */
export function runCli(
  name: CommandName,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliResult> {
  return runProgram(`ausd-api ${name}`, commands[name], argv, env);
}

let working: Promise<unknown> = Promise.resolve();

/**
 * `runCli` at `dir`, as if started there (generate, version and release work on the repository they are started
 * in). One at a time: the working directory is the whole process's.
 */
export function runCliAt(
  dir: string,
  name: CommandName,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliResult> {
  const result = working.then(async () => {
    const back = process.cwd();
    process.chdir(dir);
    try {
      return await runCli(name, argv, env);
    } finally {
      process.chdir(back);
    }
  });
  working = result.catch(() => undefined);
  return result;
}

/**
 * Removes folders once every `runCliAt` begun has ended and the working directory is back. A file removes the
 * folders a command ran in with it: a test that timed out leaves its command running there, and a worker whose
 * working directory is gone fails every file after it. A folder not made (undefined) is skipped.
 */
export async function removeWhenSettled(...folders: (string | undefined)[]): Promise<void> {
  await working;
  const made = folders.filter((folder) => folder !== undefined);
  await Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true })));
}

/** A command under the name a bin gives it (`ausd-sandbox` runs the sandbox command), as that bin runs it. */
export async function runProgram(
  program: string,
  entry: Parameters<typeof runCommand>[1],
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const out = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  const err = vi
    .spyOn(process.stderr, 'write')
    .mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  try {
    const code = await runCommand(program, entry, argv);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    vi.unstubAllEnvs();
  }
}
