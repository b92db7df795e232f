// Under a Node.js below the declared engines, every bin and startSandbox() refuse with one sentence and exit 2,
// before better-sqlite3's addon is loaded: under Node 20 it crashes the process (exit 139) with no word.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');

/** A `node` below the engines: the system's (Debian's is 20), else Node 20 from the registry. */
async function oldNode(): Promise<string> {
  const { stdout } = await run('sh', ['-c', 'which -a node; true']);
  for (const candidate of new Set(['/usr/bin/node', ...stdout.split('\n').filter(Boolean)])) {
    if (!existsSync(candidate)) continue;
    const { stdout: version } = await run(candidate, ['--version']);
    if (Number(/^v(\d+)/.exec(version)?.[1]) < 22) return candidate;
  }
  const { nodeBinary } = await import('../support/node-lines.js');
  return nodeBinary('20.20.2');
}

let node: string;
let version: string;
let scratch: string;
beforeAll(async () => {
  node = await oldNode();
  version = (await run(node, ['--version'])).stdout.trim().slice(1);
  scratch = await mkdtemp(path.resolve('test/command-line/.below-engines-'));
}, 120_000);
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Runs a TypeScript entry under the old Node (through tsx, which supports it) and returns how it ended. */
async function under(entry: string, ...args: string[]) {
  return run(node, [tsx, entry, ...args], { cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number | null; signal: string | null; stdout: string; stderr: string }) => ({
      code: error.code ?? error.signal,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe('below the declared engines', () => {
  it.each([
    ['ausd-sandbox', 'packages/sandbox/src/cli/bin.ts', ['--port', '0', '--db', ':memory:']],
    ['ausd-conformance', 'packages/conformance/src/cli/bin.ts', ['--help']],
    ['ausd-api', 'packages/api-toolkit/src/cli/ausd-api.ts', ['sandbox', '--port', '0', '--db', ':memory:']],
    ['ausd-api', 'packages/api-toolkit/src/cli/ausd-api.ts', ['--version']],
  ])('%s %s refuses with exit 2 and says which Node it needs', async (program, entry, args) => {
    const result = await under(entry, ...args);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`${program}: needs Node 22 or later (found ${version}).`);
    expect(result.stderr).toMatch(/Next step: /);
    expect(result.stdout).toBe('');
  });

  it('startSandbox() rejects with a SandboxStartError saying the same', async () => {
    const script = path.join(scratch, 'start.ts');
    await writeFile(
      script,
      `import { SandboxStartError, startSandbox } from '@ausd/sandbox';\n` +
        `startSandbox({ db: ':memory:' }).then(\n` +
        `  async (sandbox) => { await sandbox.close(); console.log('started'); },\n` +
        `  (error) => { console.log(error instanceof SandboxStartError, error.message); process.exitCode = 2; },\n` +
        `);\n`,
    );
    const result = await under(script);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout.trim()).toBe(`true needs Node 22 or later (found ${version})`);
  });

  it('without the check the same Node crashes in better-sqlite3, which is what the check stands in front of', async () => {
    const script = path.join(scratch, 'sqlite.cjs');
    await writeFile(script, `const Database = require('better-sqlite3');\nnew Database(':memory:');\n`);
    const result = await run(node, [script], { cwd: process.cwd() }).then(
      () => ({ signal: null }),
      (error: { signal: string | null; code: number | null }) => ({ signal: error.signal ?? error.code }),
    );
    expect(result.signal).not.toBeNull();
  });
});
