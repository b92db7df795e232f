// The outcome of a run as every format prints it: cells in catalogue × operation order, secrets redacted.
import type { CreatedResource, Severity } from '../check-helpers/check.js';
import type { OperationCoverage } from './coverage.js';
import type { OperationLatency } from './latency.js';
import type { NarrowedRun } from '../run/selection.js';
import type { Secrets } from '../http/secrets.js';
import type { Cell, Failure, Interruption } from './results.js';

/**
 * PASSED: every check that applied held and none was cut short. FAILED: a check failed. INCOMPLETE: nothing
 * failed, but the request budget, the time limit or rate limiting stopped checks before they finished.
 */
export type Verdict = 'passed' | 'failed' | 'incomplete';

/** The CLI's exit status per verdict; 2 (usage, unreachable, key refused) never produces a report. */
export const EXIT_STATUS: Record<Verdict, number> = { passed: 0, failed: 1, incomplete: 3 };

/** What `--json` holds for a run that could not start (exit 2): the deployment and why, no cells. */
export interface AbortedRun {
  mode: 'run';
  baseUrl: string;
  startedAt: string;
  verdict: 'aborted';
  reason: string;
}

export interface Report {
  /**
   * A run drives its own requests; the proxy inspects the traffic that passed through it; verify reads traffic
   * recorded in a HAR file.
   */
  mode: 'run' | 'proxy' | 'verify';
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  requests: number;
  allowWrites: boolean;
  runPrefix: string;
  /** Seed of the random queries; `--seed` repeats them. */
  seed: number;
  /**
   * Every check: a response check inspects every answer the run gets; a scenario check (the write journey's steps
   * among them) sends its own requests. Each check × operation it applies to is a cell.
   */
  catalogue: Array<{ name: string; summary: string; severity: Severity; kind: 'response' | 'scenario' }>;
  operations: string[];
  cells: Cell[];
  created: CreatedResource[];
  totals: { passed: number; failed: number; skipped: number };
  verdict: Verdict;
  /** Check runs the budget, the time limit or rate limiting stopped. */
  cutShort: Interruption[];
  coverage: OperationCoverage[];
  /** Answer times per operation that answered. */
  latency: OperationLatency[];
  /** Present when --checks, --exclude-checks or --operations narrowed the run. */
  selection?: NarrowedRun;
  /** What the run's source says about itself (a HAR's skipped entries, a recording stopped at its bound). */
  notes?: string[];
  /** The shell line that sets $AUSD_SESSION for the reproductions. */
  reproduceWith: string;
  /**
   * The deployment's 429 answers the run waited out, the time during which at least one request waited (at most
   * the run's duration) and the distinct messages of those answers (a few).
   */
  rateLimited: { answers: number; waitedMs: number; messages: string[] };
}

function redacted(failure: Failure, secrets: Secrets, severity: Severity | undefined): Failure {
  const { request, response, reproduction } = failure;
  return {
    ...failure,
    ...(severity ? { severity } : {}),
    message: secrets.redact(failure.message),
    ...(reproduction ? { reproduction: secrets.redact(reproduction) } : {}),
    ...(request
      ? {
          request: {
            ...request,
            url: secrets.redact(request.url),
            ...(request.body ? { body: secrets.redact(request.body) } : {}),
          },
        }
      : {}),
    ...(response ? { response: { ...response, excerpt: secrets.redact(response.excerpt) } } : {}),
  };
}

export function assembleReport(
  run: Omit<Report, 'cells' | 'totals' | 'verdict'>,
  cells: readonly Cell[],
  secrets: Secrets,
): Report {
  const rank = (list: readonly string[], name: string) => (list.includes(name) ? list.indexOf(name) : list.length);
  const checks = run.catalogue.map((check) => check.name);
  const ordered = [...cells]
    .sort(
      (a, b) =>
        rank(checks, a.check) - rank(checks, b.check) ||
        rank(run.operations, a.operationId) - rank(run.operations, b.operationId),
    )
    .map((cell) => {
      const severity = run.catalogue.find((check) => check.name === cell.check)?.severity;
      return { ...cell, failures: cell.failures.map((failure) => redacted(failure, secrets, severity)) };
    });
  const count = (status: Cell['status']) => ordered.filter((cell) => cell.status === status).length;
  const totals = { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
  const verdict: Verdict = totals.failed > 0 ? 'failed' : run.cutShort.length > 0 ? 'incomplete' : 'passed';
  return {
    ...run,
    cutShort: run.cutShort.map((c) => ({ ...c, reason: secrets.redact(c.reason) })),
    ...(run.notes ? { notes: run.notes.map((note) => secrets.redact(note)) } : {}),
    cells: ordered,
    totals,
    verdict,
  };
}
