import { defineConfig } from 'vitest/config';
import SummaryLineReporter from './test/support/summary-reporter.js';

// Two tiers (test/README.md). `slow`: files named *.slow.test.ts (they start processes: a browser, the CLI, the
// compiler, Redocly, curl; or they compile or run whole suites over and over) and the package test; `fast`:
// everything else, which test/support/no-processes.ts keeps from starting any process. `npm test` runs both;
// `npm run test:fast` only the first.
const slow = ['test/**/*.slow.test.ts', 'test/package/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest leaves one core to itself by default; its main process mostly waits, and many tests wait on sockets.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', new SummaryLineReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: slow,
          setupFiles: ['test/support/no-processes.ts'],
          // Files share their worker's modules instead of each importing express, ajv and the generated code
          // again in a new process: a quarter less CPU. They mock nothing and change no global for good (runCli
          // restores what it stubs), so no file sees another's state.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'slow', include: slow } },
    ],
  },
});
