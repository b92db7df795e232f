// What the install benches (bench:footprint, bench:install) share: running npm in a project, and the bytes a
// package or node_modules takes on disk.
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Runs a command in `cwd`; its stdout, or an error carrying its stdout and stderr. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')}:\n${stdout}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

/** The sum of the sizes of the files below `target` (or its own size, for a file). */
export async function bytes(target: string): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(target)) total += await bytes(path.join(target, entry));
  return total;
}
