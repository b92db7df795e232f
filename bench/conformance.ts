// `npm run bench:conformance`: the full read-only suite against the embedded sandbox (target: under 30 s on two
// cores), the suite with writes, and the same runner against Prism mocking the same contract as a named peer
// server. Prints wall time, requests, checks, cells and the ratios; bench/RESULTS.md ("Conformance") keeps them.
import { cpus } from 'node:os';
import { runConformance, type Report } from '../packages/conformance/src/index.js';
import { startSandbox } from '../packages/sandbox/src/server.js';
import { startPrism } from './peers/prism.js';

const TARGET_SECONDS = 30;

function line(label: string, report: Report): string {
  const seconds = report.durationMs / 1000;
  const { passed, failed, skipped } = report.totals;
  return `${label.padEnd(30)} ${seconds.toFixed(2).padStart(6)} s  ${String(report.requests).padStart(5)} requests  ${(report.requests / seconds).toFixed(0).padStart(5)} req/s  ${report.catalogue.length} checks  ${passed + failed + skipped} cells (${passed} passed, ${failed} failed, ${skipped} skipped)`;
}

async function sandboxRun(allowWrites: boolean): Promise<{ report: Report; startupMs: number }> {
  const started = performance.now();
  const sandbox = await startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1' });
  const startupMs = performance.now() - started;
  try {
    return {
      report: await runConformance({
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKeys.primary,
        otherApiKey: sandbox.apiKeys.other,
        allowWrites,
      }),
      startupMs,
    };
  } finally {
    await sandbox.close();
  }
}

async function prismRun(): Promise<Report> {
  const prism = await startPrism();
  try {
    return await runConformance({
      baseUrl: prism.url,
      apiKey: 'sk_prism_primary_key',
      otherApiKey: 'sk_prism_other_key',
    });
  } finally {
    prism.close();
  }
}

const { report, startupMs } = await sandboxRun(false);
const writes = await sandboxRun(true);
const peer = await prismRun();
const seconds = report.durationMs / 1000;
process.stdout.write(
  [
    `node ${process.version}, ${cpus().length} cores`,
    `sandbox startup (fresh in-memory db, seeded)  ${(startupMs / 1000).toFixed(2)} s`,
    line('embedded sandbox, read-only', report),
    line('embedded sandbox, with writes', writes.report),
    line('peer: Prism 5.12 mock', peer),
    `time vs ${TARGET_SECONDS} s target: ${(seconds / TARGET_SECONDS).toFixed(2)}×  ${seconds < TARGET_SECONDS ? 'within target' : 'OVER TARGET'}`,
    `mean time per request, sandbox / Prism: ${(report.durationMs / report.requests / (peer.durationMs / peer.requests)).toFixed(2)}×`,
    '',
  ].join('\n'),
);
