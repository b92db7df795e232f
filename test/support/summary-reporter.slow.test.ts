// The closing lines over real vitest runs of the fixtures in reporter-fixtures/: a file that fails to load and
// files whose hooks throw are counted as failed, never as skipped or passed, and each failure is named with why.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const fixtures = path.resolve('test/support/reporter-fixtures');

function runFixtures(...filters: string[]): Promise<{ code: number; lastLine: string; stdout: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [vitest, 'run', '--root', fixtures, ...filters],
      { env: { ...process.env, CI: 'true' } },
      (error, stdout) =>
        resolve({ code: error ? Number(error.code) : 0, lastLine: stdout.trimEnd().split('\n').at(-1) ?? '', stdout }),
    ),
  );
}

it('counts a file that fails to load and each file or suite whose hooks throw as failed', async () => {
  const [all, passing] = await Promise.all([runFixtures(), runFixtures('passing')]);
  // passing: 1 passed; load-error: 1 failed; before-all-throws: 1 failed, its 2 tests skipped;
  // after-all-throws: its test passed, 1 failed; failing: 1 failed.
  expect(all).toMatchObject({ code: 1, lastLine: 'vitest: 2 passed, 4 failed, 2 skipped' });
  expect(passing).toMatchObject({ code: 0, lastLine: 'vitest: 1 passed, 0 failed' });
  // Each failure on a line of its own before the count, with the first line of its error.
  expect(all.stdout.trimEnd().split('\n').slice(-7)).toEqual([
    'failed:',
    '  after-all-throws.fixture.ts: teardown failed',
    '  before-all-throws.fixture.ts > a suite whose setup fails: setup failed',
    '  failing.fixture.ts > compares: the sum: expected 2 to be 3 // Object.is equality',
    '  load-error.fixture.ts: this file fails to load',
    '',
    'vitest: 2 passed, 4 failed, 2 skipped',
  ]);
  expect(passing.stdout).not.toContain('failed:');
}, 60_000);
