import { defineConfig } from 'vitest/config';
import SummaryLineReporter from './test/support/summary-reporter.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', new SummaryLineReporter()],
  },
});
