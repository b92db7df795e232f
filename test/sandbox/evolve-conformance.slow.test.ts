// Evolution mode end to end: the conformance runner's whole run passes every check against an evolving sandbox
// (a whole run: the slow tier).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../packages/conformance/src/index.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

let evolving: RunningSandbox;
beforeAll(async () => {
  evolving = await startSandbox({ evolve: true, seedTransactions: 80 });
});
afterAll(() => evolving.close());

describe('evolution mode', () => {
  it('the conformance runner passes every check against the evolving sandbox', async () => {
    const report = await runConformance({
      baseUrl: evolving.url,
      apiKey: evolving.apiKeys.primary,
      otherApiKey: evolving.apiKeys.other,
      seed: 1,
    });
    const failed = report.cells
      .filter((cell) => cell.status === 'failed')
      .map((cell) => `${cell.check} ${cell.operationId}`);
    expect(failed).toEqual([]);
    expect(report.totals.passed).toBeGreaterThan(100);
  }, 120_000);
});
