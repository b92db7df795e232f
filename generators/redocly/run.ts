// Runs the pinned @redocly/cli as a child process: the CLI is a bundled tool, not a library, and running it
// is the only way to get exactly the rules and bundler `redocly` itself uses.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cliPath = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export interface RedoclyRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runRedocly(args: readonly string[], cwd = process.cwd()): Promise<RedoclyRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd,
      // Offline and quiet: no telemetry, no update check, no colour codes in captured output.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
