// The summary reporter alone over files that pass, fail to load and throw in hooks (test/support/summary-reporter.slow.test.ts).
import { defineConfig } from 'vitest/config';
import SummaryLineReporter from '../summary-reporter.js';

export default defineConfig({
  test: { include: ['*.fixture.ts'], pool: 'forks', reporters: [new SummaryLineReporter()] },
});
