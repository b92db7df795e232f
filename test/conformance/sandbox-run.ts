// Runs the conformance suite against a fresh in-process sandbox, optionally with one fault injected.
import { runConformance, type Report } from '../../packages/conformance/src/index.js';
import { faultOptions, type FaultClass } from '../support/faults/index.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';

export async function runAgainstSandbox(
  options: { fault?: FaultClass; allowWrites?: boolean; maxRequests?: number; pageCap?: number } = {},
): Promise<Report> {
  const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', ...faultOptions(options.fault) });
  try {
    return await runConformance({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKeys.primary,
      otherApiKey: sandbox.apiKeys.other,
      allowWrites: options.allowWrites ?? false,
      // A fixed seed keeps the random queries, and so the test, the same on every run.
      seed: 1,
      ...(options.maxRequests ? { maxRequests: options.maxRequests } : {}),
      ...(options.pageCap ? { pageCap: options.pageCap } : {}),
    });
  } finally {
    await sandbox.close();
  }
}
