// The sandbox command in a process of its own (as a deployment or a CI script runs it), ready once it prints its
// URL; and one JSON call against it. Shared by the process-level sandbox tests and the sandbox benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every rate limit lifted: runs that send many requests on purpose would otherwise wait out their 429s. */
export const rateLimitsOff = ['--rate-limit', 'off', '--key-rate-limit', 'off', '--organization-rate-limit', 'off'];

export interface SandboxCli {
  url: string;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `ausd-api sandbox ARGS` in `cwd` (default this checkout) and resolves once it listens. */
export function startSandboxCli(
  args: readonly string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<SandboxCli> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/api-toolkit/src/cli/ausd-api.ts', 'sandbox', ...args],
    { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return whenListening(child);
}

/** The sandbox process `child` once it prints the line that says it listens; rejected if it exits before. */
export function whenListening(child: ChildProcess): Promise<SandboxCli> {
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening on (\S+)$/m.exec(out);
      if (match) resolve({ url: match[1]!, child, stdout: () => out, stderr: () => err, exited });
    });
    void exited.then((code) => reject(new Error(`sandbox exited with ${code} before listening: ${err}`)));
  });
}

/** One request; a JSON answer parsed, an empty one `undefined`. */
export async function callSandbox(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as any) };
}
