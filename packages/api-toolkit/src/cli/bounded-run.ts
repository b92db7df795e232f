// A process the release runs to its end and reads (git, npm), with no input: a question it would ask (a one-time
// password) fails at once. `within` (ms) bounds it: still running then, it is asked to stop, and killed outright
// `stopGrace` later if it has not exited. The outcome never waits on a process that keeps the output open after
// the one started exited, and keeps at most `outputLimit` bytes of it (more stops the process).
import { spawn } from 'node:child_process';

export interface RunOutcome {
  code: number;
  stdout: string;
  stderr: string;
  /** Stopped at its bound. */
  unanswered: boolean;
}

export const stopGrace = 2_000;
const outputLimit = 64 << 20;
/** How long the output is read after the process exited. */
const drainWithin = 1_000;

export function runBounded(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; within?: number },
): Promise<RunOutcome> {
  const { cwd, env = process.env, within = 0 } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let printed = 0;
    let unanswered = false;
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), stopGrace).unref();
    };
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      printed += chunk.length;
      if (printed <= outputLimit) into.push(chunk);
      else stop();
    };
    child.stdout.on('data', keep(stdout));
    child.stderr.on('data', keep(stderr));
    const bound = within > 0 ? setTimeout(() => ((unanswered = true), stop()), within) : undefined;
    let drained: NodeJS.Timeout | undefined;
    const finish = (code: number, failure = '') => {
      clearTimeout(bound);
      clearTimeout(drained);
      const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString();
      resolve({ code, stdout: text(stdout), stderr: `${text(stderr)}${failure}`, unanswered });
    };
    child.on('error', (error) => finish(1, `${error.message}\n`));
    child.on('exit', () => {
      drained = setTimeout(() => (child.stdout.destroy(), child.stderr.destroy()), drainWithin);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}
