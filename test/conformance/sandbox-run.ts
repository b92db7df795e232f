// Runs the conformance suite against a fresh in-process sandbox, optionally with one fault injected.
import { runConformance, type Report } from '../../conformance/index.js';
import type { FaultClass } from '../../sandbox/faults.js';
import { startSandbox } from '../../sandbox/server.js';

export async function runAgainstSandbox(options: { fault?: FaultClass; allowWrites?: boolean; maxRequests?: number } = {}): Promise<Report> {
  const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', ...(options.fault ? { fault: options.fault } : {}) });
  try {
    return await runConformance({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKeys.primary,
      otherApiKey: sandbox.apiKeys.other,
      allowWrites: options.allowWrites ?? false,
      ...(options.maxRequests ? { maxRequests: options.maxRequests } : {}),
    });
  } finally {
    await sandbox.close();
  }
}
