// `ausd-api conformance proxy` as a child process, for the tests that need its signals, exit status and report file.
import { spawn } from 'node:child_process';

/** Starts the command; `url` resolves once it prints the listening line, `exit` when it ends. */
export function proxyCli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/api-toolkit/src/cli/ausd-api.ts', 'conformance', 'proxy', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (found) resolve(found[1]!);
    });
    child.on('close', () => reject(new Error(`exited before listening: ${stderr}`)));
  });
  url.catch(() => undefined); // a run that never listens is asserted on through `exit`
  const exit = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
  return { child, url, exit };
}
