// The checks `npm test` runs before vitest, in two lanes at once: the formatter and both linters read sources only,
// while the package checks build what the typecheck's `tsc -b` then finds built, so only the second lane keeps an
// order. Each lane's output is printed whole when it ends, so the lanes never interleave; the exit code is the first
// failing script's.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const lanes: readonly (readonly string[])[] = [
  ['format:check', 'lint', 'lint:code'],
  ['check:packages', 'typecheck'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runScript(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 2, output: `${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Runs a lane's scripts in order, stopping at the first that fails; its exit code (0 when all pass). */
async function runLane(scripts: readonly string[]): Promise<number> {
  for (const script of scripts) {
    const started = performance.now();
    const { code, output } = await runScript(script);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${output}> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(lanes.map(runLane));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
