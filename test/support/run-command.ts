// Runs a command to its end for a test to judge: never rejects, so a failing command is an outcome to assert on.
import { execFile, type ExecFileOptions } from 'node:child_process';

export interface CommandOutcome {
  /** The exit code; 1 when the command could not start or was ended by a signal. */
  code: number;
  stdout: string;
  stderr: string;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: ExecFileOptions = {},
): Promise<CommandOutcome> {
  return new Promise((resolve) =>
    execFile(command, args, { maxBuffer: 64 << 20, ...options, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    ),
  );
}
