// The closing line over real vitest runs of the fixtures in reporter-fixtures/: a file that fails to load and
// files whose hooks throw are counted as failed, never as skipped or passed.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const fixtures = path.resolve('test/support/reporter-fixtures');

function runFixtures(...filters: string[]): Promise<{ code: number; lastLine: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [vitest, 'run', '--root', fixtures, ...filters],
      { env: { ...process.env, CI: 'true' } },
      (error, stdout) =>
        resolve({ code: error ? Number(error.code) : 0, lastLine: stdout.trimEnd().split('\n').at(-1) ?? '' }),
    ),
  );
}

it('counts a file that fails to load and each file or suite whose hooks throw as failed', async () => {
  const [all, passing] = await Promise.all([runFixtures(), runFixtures('passing')]);
  // passing: 1 passed; load-error: 1 failed; before-all-throws: 1 failed, its 2 tests skipped;
  // after-all-throws: its test passed, 1 failed.
  expect(all).toEqual({ code: 1, lastLine: 'vitest: 2 passed, 3 failed, 2 skipped' });
  expect(passing).toEqual({ code: 0, lastLine: 'vitest: 1 passed, 0 failed' });
}, 60_000);
