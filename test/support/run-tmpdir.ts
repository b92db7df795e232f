// Global setup of every project: one temporary folder per test run, made the run's TMPDIR, so every folder a test
// or a process it starts makes with os.tmpdir() lands inside it, and the teardown removes them all. vitest stops
// its workers without an exit event, so a file's own cleanup cannot be relied on to run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): (() => void) | undefined {
  // Each project runs its global setup; the first one makes the folder, the others share it.
  if (process.env.AUSD_TEST_RUN_TMPDIR !== undefined) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'ausd-test-run-'));
  process.env.AUSD_TEST_RUN_TMPDIR = folder;
  // What lives past a project's teardown and cleans up after itself (the PostgreSQL cluster) stays outside it.
  process.env.AUSD_TEST_SYSTEM_TMPDIR = tmpdir();
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
