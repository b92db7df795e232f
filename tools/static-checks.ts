// `npm test`: the static checks in two lanes at once, then vitest. The formatter and ESLint read sources only; the
// other lane lints the contract, builds the packages (check:packages) and type-checks what the build left (tsc -b
// finds the packages built), then starts vitest while the first lane may still run, so that no core waits on the
// slower lane. A lane's output is printed whole when it ends, vitest's as it runs. The exit code is the first
// failing step's; a failing static check stops vitest.
import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const sourcesLane = ['format:check', 'lint:code'];
const buildLane = ['lint', 'check:packages', 'typecheck'];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitestBin = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

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

let vitest: ChildProcess | undefined;
let stopped = false;

async function buildThenTest(): Promise<number> {
  const built = await runLane(buildLane);
  if (built !== 0 || stopped) return built;
  return new Promise((resolve) => {
    vitest = spawn(process.execPath, [vitestBin, 'run'], { stdio: 'inherit' });
    vitest.on('error', () => resolve(2));
    vitest.on('close', (code) => resolve(code ?? 1));
  });
}

const sources = runLane(sourcesLane).then((code) => {
  if (code !== 0) {
    stopped = true;
    vitest?.kill('SIGTERM');
  }
  return code;
});
const codes = await Promise.all([sources, buildThenTest()]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
