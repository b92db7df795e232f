// `verify`: every check that needs no new request, run over traffic recorded in a HAR file: each response check on
// each exchange (as the proxy applies them live), then the list checks over pages and cursor chains in the file.
// The report is the runner's, so the summary, JUnit, JSON and HTML read the same.
import { loadContract, type Contract } from '../contract/contract.js';
import { responseChecks } from '../checks/index.js';
import { CoverageRecorder } from '../report/coverage.js';
import { Secrets } from '../http/secrets.js';
import { LatencyRecorder } from '../report/latency.js';
import { isTokenExchange } from '../contract/operations.js';
import { assembleReport, type Report } from '../report/report.js';
import { sessionSetup } from '../report/reproduction.js';
import { OUTSIDE_CONTRACT, ResultBook } from '../report/results.js';
import { inspectExchange } from '../run/runner.js';
import { resolveSelection, type Selection } from '../run/selection.js';
import { harBounds, readHar, type HarBounds } from './read-har.js';
import { recordedChecks, runRecordedChecks } from './recorded-checks.js';

export interface VerifyOptions {
  /** The API's base URL in the file; entries elsewhere are skipped (default: read from the file, see readHar). */
  urlPrefix?: string;
  selection?: Selection;
  contract?: Contract;
  /** What is read and kept (default `harBounds`); past a bound, a `HarInputError` names it. */
  bounds?: Partial<HarBounds>;
}

/** The checks `verify` runs, in report order. */
export const verifyCatalogue = () => [...responseChecks, ...recordedChecks];

/** `har` is the recording's text, or its bytes as read from the file (kept outside the heap). */
export async function verifyHar(har: string | Uint8Array, options: VerifyOptions = {}): Promise<Report> {
  const started = Date.now();
  const contract = options.contract ?? (await loadContract());
  const catalogue = verifyCatalogue();
  const selection = resolveSelection(options.selection, catalogue, contract.operations);
  const traffic = readHar(har, contract, options.urlPrefix, { ...harBounds, ...options.bounds });
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const book = new ResultBook();
  const coverage = new CoverageRecorder();
  const latency = new LatencyRecorder();
  const secrets = new Secrets();
  const tokenOp = contract.operations.find(isTokenExchange);
  // A browser export holds the real keys and tokens: none of them reaches the report.
  for (const credential of traffic.credentials) secrets.add(credential);

  for (const exchange of traffic.exchanges) {
    coverage.record(exchange);
    latency.record(exchange);
    inspectExchange(exchange, contract, book, (id) => byId.get(id), selection);
    const token = exchange.response?.json as Record<string, unknown> | undefined;
    if (
      tokenOp &&
      exchange.spec.operationId === tokenOp.operationId &&
      typeof token?.[contract.tokenField] === 'string'
    )
      secrets.add(token[contract.tokenField] as string);
  }
  runRecordedChecks(
    traffic.exchanges,
    (id) => byId.get(id),
    book,
    (check, operationId) => selection.check(check) && selection.operation(operationId),
  );
  for (const check of catalogue.filter((c) => selection.check(c.name))) {
    if (!book.all().some((cell) => cell.check === check.name))
      book.skip(check.name, '*', 'no recorded exchange it applies to');
  }

  const skipped = Object.entries(traffic.skipped);
  const base = traffic.apiBase;
  return assembleReport(
    {
      mode: 'verify',
      baseUrl: base,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      requests: traffic.exchanges.length,
      allowWrites: false,
      runPrefix: '',
      seed: 0,
      // A recording is read, not replayed: nothing waits on its 429s.
      rateLimited: { answers: 0, waitedMs: 0, messages: [] },
      catalogue: catalogue
        .filter((check) => selection.check(check.name))
        .map(({ name, summary, severity }) => ({ name, summary, severity, kind: 'response' as const })),
      operations: [...contract.operations.map((op) => op.operationId), OUTSIDE_CONTRACT].filter(selection.operation),
      created: [],
      coverage: coverage.table(contract.operations.filter((op) => selection.operation(op.operationId))),
      latency: latency.table(contract.operations.map((op) => op.operationId)),
      ...(selection.narrowed ? { selection: selection.narrowed } : {}),
      notes: [
        `HAR: ${traffic.entries} entries, ${traffic.exchanges.length} checked (API entries: ${base})` +
          (skipped.length === 0
            ? ''
            : `, ${skipped.reduce((sum, [, n]) => sum + n, 0)} skipped: ${skipped.map(([reason, n]) => `${n} ${reason}`).join('; ')}`),
      ],
      cutShort:
        traffic.exchanges.length === 0
          ? [{ check: '*', operationId: '*', reason: 'no entry of the file is an API exchange with its answer' }]
          : [],
      reproduceWith: tokenOp && /^https?:/.test(base) ? sessionSetup(base, tokenOp.path, contract.tokenField) : '',
    },
    book.all(),
    secrets,
  );
}
