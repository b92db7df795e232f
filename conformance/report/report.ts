// The outcome of a run as every format prints it: cells in catalogue × operation order, secrets redacted.
import type { CreatedResource } from '../check.js';
import type { Secrets } from '../http/secrets.js';
import type { Cell, Failure } from '../results.js';

export interface Report {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  requests: number;
  allowWrites: boolean;
  runPrefix: string;
  /** Seed of the random queries; `--seed` repeats them. */
  seed: number;
  catalogue: Array<{ name: string; summary: string }>;
  operations: string[];
  cells: Cell[];
  created: CreatedResource[];
  totals: { passed: number; failed: number; skipped: number };
}

function redacted(failure: Failure, secrets: Secrets): Failure {
  const { request, response } = failure;
  return {
    ...failure,
    message: secrets.redact(failure.message),
    ...(request ? { request: { ...request, url: secrets.redact(request.url), ...(request.body ? { body: secrets.redact(request.body) } : {}) } } : {}),
    ...(response ? { response: { ...response, excerpt: secrets.redact(response.excerpt) } } : {}),
  };
}

export function assembleReport(
  run: Omit<Report, 'cells' | 'totals'>,
  cells: readonly Cell[],
  secrets: Secrets,
): Report {
  const rank = (list: readonly string[], name: string) => (list.includes(name) ? list.indexOf(name) : list.length);
  const checks = run.catalogue.map((check) => check.name);
  const ordered = [...cells]
    .sort((a, b) => rank(checks, a.check) - rank(checks, b.check) || rank(run.operations, a.operationId) - rank(run.operations, b.operationId))
    .map((cell) => ({ ...cell, failures: cell.failures.map((failure) => redacted(failure, secrets)) }));
  const count = (status: Cell['status']) => ordered.filter((cell) => cell.status === status).length;
  return { ...run, cells: ordered, totals: { passed: count('passed'), failed: count('failed'), skipped: count('skipped') } };
}
