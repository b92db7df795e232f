// Global setup of the projects whose tests use PostgreSQL: a folder for the run's one cluster (test/support/
// postgres.ts starts it on first use), and its teardown at the end of the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopCluster } from './postgres.js';

export default function setup(): () => void {
  // Outside the run's folder (run-tmpdir.ts): the cluster must outlive every other project's teardown.
  const folder = mkdtempSync(join(process.env.AUSD_TEST_SYSTEM_TMPDIR ?? tmpdir(), 'ausd-postgres-'));
  process.env.AUSD_TEST_POSTGRES_DIR = folder;
  return () => {
    stopCluster(folder);
    rmSync(folder, { recursive: true, force: true });
  };
}
