import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';
import SummaryLineReporter from './test/support/summary-reporter.js';

// Two tiers (test/README.md). `slow`: files named *.slow.test.ts (they start processes: a browser, the CLI, the
// compiler, Redocly, curl; or they compile or run whole suites over and over) and the package test; `fast`:
// everything else, which test/support/no-processes.ts keeps from starting any process. Tests live in test/, and
// each rule's test beside its rule, in the `__tests__/` folder of its catalogue. `npm test` runs both;
// `npm run test:fast` only the first.
const tests = ['test/**/*.test.ts', 'packages/*/src/**/__tests__/**/*.test.ts', 'generators/**/__tests__/**/*.test.ts'];
const slow = ['**/*.slow.test.ts', 'test/package/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest leaves one core to itself by default; its main process mostly waits, and many tests wait on sockets.
    maxWorkers: 2,
    // A worker runs file after file with the modules it has loaded (vitest still keeps the two tiers in separate
    // workers) instead of importing express, ajv, SQLite and the generated code again in a fresh process per file:
    // 2.4 times less CPU for the sandbox, middleware and client files. No test mocks a module or leaves a global
    // changed (runCli restores what it stubs; the one process.on is undone in afterAll).
    isolate: false,
    // The generated standalone validators (0.9 MB of plain ESM, no TypeScript) load as Node loads them in the
    // published packages, not through vite's transform: transforming them cost each worker 0.4 s.
    server: { deps: { external: [/\/generated\/(helpers\/)?validators\.js/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', new SummaryLineReporter()],
    // The files known to run longest start first, so both workers stay busy to the end (test/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: tests,
          exclude: [...configDefaults.exclude, ...slow],
          setupFiles: ['test/support/no-processes.ts'],
          globalSetup: ['test/support/run-tmpdir.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: slow,
          globalSetup: ['test/support/run-tmpdir.ts', 'test/support/postgres-global.ts'],
        },
      },
      // The sandbox's behaviour suites again, each file's sandbox on a database of its own on one PostgreSQL
      // cluster per run (test/support/postgres.ts): part of the slow tier.
      {
        extends: true,
        test: {
          name: 'slow-postgres',
          include: ['test/sandbox/*.test.ts'],
          exclude: [...configDefaults.exclude, ...slow],
          env: { AUSD_SANDBOX_STORE: 'postgres' },
          globalSetup: ['test/support/run-tmpdir.ts', 'test/support/postgres-global.ts'],
        },
      },
    ],
  },
});
