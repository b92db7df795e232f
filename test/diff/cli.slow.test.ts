// `ausd-api diff` where it starts processes: git ref arguments (read with git) and the `ausd-api` entry itself
// (its exit status); test/diff/cli.test.ts runs the rest in-process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSubcommand, writeContractEdits } from './cli-harness.js';

const run = promisify(execFile);
let baseFile: string;
let breakingFile: string;
let infoFile: string;

beforeAll(() => {
  ({ baseFile, breakingFile, infoFile } = writeContractEdits());
});

describe('ausd-api diff', () => {
  it('a git ref that does not exist exits 2 naming it', async () => {
    const ref = await runSubcommand('diff', ['--base', 'no-such-branch-x', '--head', baseFile]);
    expect(ref.code).toBe(2);
    const refused = /^ausd-api diff: no-such-branch-x: neither a contract file nor a git ref of .+ \(try origin\/main/;
    expect(ref.stderr).toMatch(refused);
  });

  it('bundles a git ref of this repository (HEAD against HEAD: no change, whatever the working tree holds)', async () => {
    // The committed info.version, not the working tree's: `ausd-api version patch` before a commit leaves them apart.
    const committed = parse((await run('git', ['show', 'HEAD:spec/openapi.yaml'])).stdout) as {
      info: { version: string };
    };
    const { code, stdout, stderr } = await runSubcommand('diff', [
      '--base',
      'HEAD',
      '--head',
      'HEAD',
      '--format',
      'json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      summary: { breaking: 0, warning: 0, info: 0 },
      bump: 'none',
      release: committed.info.version,
      changes: [],
      warnings: [],
    });
  }, 120_000);

  it('the ausd-api entry exits 1 on a breaking change and 2 on bad input', async () => {
    const cli = path.resolve('packages/api-toolkit/src/cli/ausd-api.ts');
    const args = (extra: string[]) => ['--import', 'tsx', cli, 'diff', ...extra];
    const exit = (argv: string[]) =>
      run(process.execPath, args(argv)).then(
        (done) => ({ code: 0, ...done }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const failed = await exit(['--base', baseFile, '--head', breakingFile, '--format', 'json']);
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout).summary.breaking).toBe(1);
    const refused = await exit(['--base', 'package.json', '--head', baseFile]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('package.json#/openapi');
    const passed = await run(process.execPath, args(['--base', baseFile, '--head', infoFile]));
    expect(passed.stdout).toContain('0 breaking, 0 warnings, 1 info');
  }, 60_000);
});
