// The sandbox command exits when the process that started it dies. npm's wrapper does not pass a SIGTERM on, so
// `npm run sandbox … & kill $!` (and `npx ausd-sandbox … & kill $!`) left the node process listening.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const started: number[] = [];

/** Every process below `root`, from one `ps` listing. */
async function descendants(root: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=']);
  const rows = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [pid, ppid] of rows)
      if (ppid === parent) {
        found.push(pid);
        walk(pid);
      }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts `command`, waits for the sandbox's `listening on` line, and records every process it started. */
async function startThrough(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<URL>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /listening on (\S+)/.exec(stdout);
      if (line) resolve(new URL(line[1]!));
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening:\n${stdout}\n${stderr}`)));
  });
  const below = await descendants(child.pid!);
  started.push(child.pid!, ...below);
  return { child, url, below, stderr: () => stderr };
}

const accepts = (url: URL) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
    if (await condition()) return true;
  return condition();
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

afterEach(() => {
  // Whatever a failing case left running: only the processes this file started, by id.
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('the sandbox command and its parent', () => {
  it("`npm run sandbox & kill $!`: npm's SIGTERM ends the sandbox, which npm does not signal itself", async () => {
    const { child, url, below } = await startThrough('npm', [
      'run',
      '--silent',
      'sandbox',
      '--',
      '--port',
      '0',
      '--db',
      ':memory:',
      '--no-seed',
    ]);
    expect(below.length).toBeGreaterThan(0);
    expect(await accepts(url)).toBe(true);
    const gone = exited(child);
    child.kill('SIGTERM');
    await gone;
    expect(await until(async () => !(await accepts(url)), 5_000)).toBe(true);
    expect(await until(() => below.every((pid) => !alive(pid)), 5_000)).toBe(true);
  });

  it('a parent killed outright (SIGKILL) ends it too, with a line on stderr', async () => {
    // `; true` keeps the shell as the parent rather than letting it exec the command.
    const script = `'${process.execPath}' --import tsx packages/sandbox/src/cli/bin.ts --port 0 --db :memory: --no-seed; true`;
    const { child, url, below, stderr } = await startThrough('sh', ['-c', script]);
    expect(await accepts(url)).toBe(true);
    child.kill('SIGKILL');
    expect(await until(async () => !(await accepts(url)), 5_000)).toBe(true);
    expect(await until(() => below.every((pid) => !alive(pid)), 5_000)).toBe(true);
    expect(stderr()).toContain('the process that started it exited; shutting down');
  });
});
