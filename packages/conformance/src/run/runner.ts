// Runs the catalogue against one deployment: exchanges the keys, runs every scenario check on every operation it
// applies to (a few at a time), inspects every exchange with every response check, then the write journey.
import { randomBytes } from 'node:crypto';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { CheckRun, ResponseCheck, RunContext, ScenarioCheck } from '../check-helpers/check.js';
import type { JourneyState, StatefulStep } from '../check-helpers/journey.js';
import { responseChecks, scenarioChecks, statefulSteps } from '../checks/index.js';
import { loadContract, type Contract } from '../contract/contract.js';
import { CoverageRecorder } from '../report/coverage.js';
import { AnswerTooLarge, BudgetExhausted, ConformanceHttp, MissingCredential } from '../http/client.js';
import type { Exchange } from '../http/exchange.js';
import { Secrets } from '../http/secrets.js';
import { LatencyRecorder } from '../report/latency.js';
import { isTokenExchange } from '../contract/operations.js';
import { assembleReport, type Report } from '../report/report.js';
import { sessionSetup } from '../report/reproduction.js';
import { OUTSIDE_CONTRACT, ResultBook } from '../report/results.js';
import { resolveSelection, type ResolvedSelection, type Selection } from './selection.js';
import { exchangeKey, RunAborted } from './session.js';
import { ListWalker } from './walk.js';

export interface RunOptions {
  baseUrl: string;
  apiKey: string;
  otherApiKey?: string;
  allowWrites?: boolean;
  maxRequests?: number;
  /** Whole-run time limit in seconds; checks not reached by then are skipped. */
  timeoutSeconds?: number;
  /** Per-request timeout in milliseconds. */
  requestTimeoutMs?: number;
  /** Longest single wait for a rate-limited request (default 30 s). */
  maxRateLimitWaitSeconds?: number;
  /** Scenario checks run at once. */
  concurrency?: number;
  /** Most pages one walk follows (default 40); longer lists are checked on their first pages. */
  pageCap?: number;
  /** Seed of the random cases (default: drawn per run and printed with failures). */
  seed?: number;
  /** Only some checks or operations (`--checks`, `--exclude-checks`, `--operations`); unknown names throw. */
  selection?: Selection;
  contract?: Contract;
  onProgress?(progress: Progress): void;
}

/** `done` of `total` scenario cells (check × operation, the journey's steps among them); `failed` cells of any check. */
export interface Progress {
  requests: number;
  done: number;
  total: number;
  failed: number;
}

export const DEFAULTS = { maxRequests: 5000, timeoutSeconds: 300, requestTimeoutMs: 15_000, concurrency: 4 };

export { RunAborted, type Report };

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function checkRun(ctx: RunContext, check: string, label: string): CheckRun {
  return {
    send: (spec) => ctx.http.send(spec),
    pass: () => ctx.book.pass(check, label),
    fail: (message, exchange, where) => ctx.book.fail(check, label, message, exchange, where),
    skip: (reason) => ctx.book.skip(check, label, reason),
  };
}

/**
 * Budget exhaustion skips the rest of a check and marks the run incomplete; a missing credential skips it; anything
 * else thrown is a runner fault, reported as a failure.
 */
async function guarded(ctx: RunContext, check: string, label: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof BudgetExhausted) ctx.book.skip(check, label, error.message, true);
    else if (error instanceof AnswerTooLarge) ctx.book.fail(check, label, error.message);
    else if (error instanceof MissingCredential) ctx.book.skip(check, label, error.message);
    else
      ctx.book.fail(
        check,
        label,
        `the check could not complete: ${error instanceof Error ? error.message : String(error)}`,
      );
  }
}

/** The whole catalogue, in report order. */
export const catalogue = () => [...responseChecks, ...scenarioChecks, ...statefulSteps];

/**
 * Every response check on one exchange, recorded under its operation (or outside the contract); `checks` narrows
 * them (a selection), and an exchange of an operation left out of the selection is not inspected.
 */
export function inspectExchange(
  exchange: Exchange,
  contract: Contract,
  book: ResultBook,
  operation: (id: string) => OperationSpec | undefined,
  selection?: ResolvedSelection,
): void {
  const label = exchange.spec.operationId ?? OUTSIDE_CONTRACT;
  if (selection && !selection.operation(label)) return;
  const op = operation(label);
  for (const check of responseChecks as readonly ResponseCheck[]) {
    if (selection && !selection.check(check.name)) continue;
    let verdict;
    try {
      verdict = check.inspect(exchange, op, { contract });
    } catch (error) {
      verdict = { message: `the check could not complete: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (verdict === true) book.pass(check.name, label);
    else if (verdict) book.fail(check.name, label, verdict.message, exchange, verdict.where);
  }
}

export interface OpenRun {
  ctx: RunContext;
  started: number;
  secrets: Secrets;
  coverage: CoverageRecorder;
  latency: LatencyRecorder;
  selection: ResolvedSelection;
  tokenOp: OperationSpec;
}

/**
 * The context every check runs in: the HTTP client with the run's budget, every exchange inspected by the response
 * checks, and a session for each key (the token exchange counted as `positive_accepted`).
 */
export async function openRun(options: RunOptions): Promise<OpenRun> {
  const started = Date.now();
  const contract = options.contract ?? (await loadContract());
  const misused = targetProblem(options, contract);
  if (misused !== undefined) throw new RunAborted(misused);
  const selection = resolveSelection(options.selection, catalogue(), contract.operations);
  const secrets = new Secrets();
  secrets.add(options.apiKey);
  secrets.add(options.otherApiKey);
  const http = new ConformanceHttp({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    maxRequests: options.maxRequests ?? DEFAULTS.maxRequests,
    deadline: started + (options.timeoutSeconds ?? DEFAULTS.timeoutSeconds) * 1000,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs,
    credentials: { apiKey: options.apiKey },
    ...(options.maxRateLimitWaitSeconds === undefined
      ? {}
      : { maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds }),
  });
  const coverage = new CoverageRecorder();
  const latency = new LatencyRecorder();
  const book = new ResultBook();
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const ctx: RunContext = {
    contract,
    http,
    book,
    walker: new ListWalker(http, contract, options.pageCap),
    allowWrites: options.allowWrites ?? false,
    runPrefix: `conformance-${new Date(started).toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(2).toString('hex')}`,
    seed: options.seed ?? randomBytes(4).readUInt32BE(),
    created: [],
    operation: (id) => byId.get(id),
  };

  http.observe((exchange: Exchange) => {
    coverage.record(exchange);
    latency.record(exchange);
    inspectExchange(exchange, contract, book, ctx.operation, selection);
  });

  const tokenOp = contract.operations.find(isTokenExchange);
  if (!tokenOp) throw new RunAborted('the contract has no token-exchange operation');
  const primary = await exchangeKey(http, contract, tokenOp, options.apiKey, 'API key');
  http.credentials.session = primary.token;
  secrets.add(primary.token);
  if (selection.check('positive_accepted') && selection.operation(tokenOp.operationId))
    book.pass('positive_accepted', tokenOp.operationId);
  if (options.otherApiKey) {
    const other = await exchangeKey(http, contract, tokenOp, options.otherApiKey, 'other API key');
    http.credentials.otherSession = other.token;
    secrets.add(other.token);
  }
  return { ctx, started, secrets, coverage, latency, selection, tokenOp };
}

/**
 * What makes a target unusable before any request: a base URL that already ends in the prefix every path of the
 * contract starts with (requests would go to the prefix twice and answer 404), or the same key for both
 * organizations (the tenancy checks would report the key's own data as a leak).
 */
export function targetProblem(options: RunOptions, contract: Contract): string | undefined {
  if (options.otherApiKey !== undefined && options.otherApiKey === options.apiKey)
    return 'the API key and the other API key are the same key: the tenancy checks need a key of a second organization (or none)';
  const first = new Set(contract.operations.map((op) => op.path.split('/')[1]));
  const prefix = first.size === 1 ? `/${[...first][0]}` : undefined;
  let pathname: string;
  try {
    pathname = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return `the base URL is not a URL: '${options.baseUrl}'`;
  }
  if (prefix !== undefined && pathname.endsWith(prefix)) {
    const without = options.baseUrl.replace(/\/+$/, '').slice(0, -prefix.length);
    return (
      `the base URL should not end in ${prefix}: every path of the contract starts with it (requests would go to ` +
      `${prefix}${prefix}/…). Next step: pass ${without}`
    );
  }
  return undefined;
}

/** One scenario check on one operation it applies to, its outcome recorded in the run's book. */
export function runScenario(ctx: RunContext, check: ScenarioCheck, op: OperationSpec): Promise<void> {
  const label = check.reportUnder ?? op.operationId;
  return guarded(ctx, check.name, label, () => check.run(checkRun(ctx, check.name, label), op, ctx));
}

/** One step of the write journey, on the state the earlier steps left. */
export function runStep(ctx: RunContext, step: StatefulStep, state: JourneyState): Promise<void> {
  return guarded(ctx, step.name, step.operationId, () =>
    step.run(checkRun(ctx, step.name, step.operationId), state, ctx),
  );
}

export async function runConformance(options: RunOptions): Promise<Report> {
  const { ctx, started, secrets, coverage, latency, selection, tokenOp } = await openRun(options);
  const { contract, http, book } = ctx;

  const chosen = (step: StatefulStep) => selection.check(step.name) && selection.operation(step.operationId);
  // Progress counts scenario cells (check × operation, the journey's steps among them) as the summary does.
  const cell = (check: string, label: string) => `${check}\u0000${label}`;
  const cells = new Set<string>(statefulSteps.filter(chosen).map((step) => cell(step.name, step.operationId)));
  const finished = new Set<string>();
  const tasks: Array<{ check: ScenarioCheck; op: OperationSpec; label: string }> = [];
  for (const check of scenarioChecks.filter((c) => selection.check(c.name))) {
    for (const op of contract.operations) {
      const label = check.reportUnder ?? op.operationId;
      if (!selection.operation(label)) continue;
      const applies = check.appliesTo(op, ctx);
      if (applies === false) continue;
      cells.add(cell(check.name, label));
      if (applies === true) tasks.push({ check, op, label });
      else {
        book.skip(check.name, label, applies);
        finished.add(cell(check.name, label));
      }
    }
  }
  const progress = () =>
    options.onProgress?.({
      requests: http.requests,
      done: finished.size,
      total: cells.size,
      failed: book.all().filter((c) => c.status === 'failed').length,
    });
  const ticker = setInterval(progress, 250);
  try {
    await pool(tasks, options.concurrency ?? DEFAULTS.concurrency, async ({ check, op, label }) => {
      await runScenario(ctx, check, op);
      finished.add(cell(check.name, label));
    });
    const state: JourneyState = { accounts: [], routes: [] };
    // A chosen step builds on what the earlier steps created: they run first, their outcomes left out of the report.
    const setup: RunContext = { ...ctx, book: new ResultBook() };
    const last = statefulSteps.map(chosen).lastIndexOf(true);
    for (const [index, step] of statefulSteps.entries()) {
      if (!chosen(step)) {
        if (ctx.allowWrites && index < last) await runStep(setup, step, state);
      } else {
        if (!ctx.allowWrites) book.skip(step.name, step.operationId, 'read-only run; pass --allow-writes');
        else await runStep(ctx, step, state);
        finished.add(cell(step.name, step.operationId));
      }
    }
    progress();
  } finally {
    clearInterval(ticker);
  }

  // A response check that never applied (no 429 was ever seen) is reported as skipped, not silently absent.
  for (const check of responseChecks.filter((c) => selection.check(c.name))) {
    if (!book.all().some((cell) => cell.check === check.name))
      book.skip(check.name, '*', 'no response it applies to was observed');
  }

  return assembleReport(
    {
      mode: 'run',
      baseUrl: http.baseUrl,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      requests: http.requests,
      allowWrites: ctx.allowWrites,
      runPrefix: ctx.runPrefix,
      seed: ctx.seed,
      catalogue: catalogue()
        .filter((check) => selection.check(check.name))
        .map((check) => ({
          name: check.name,
          summary: check.summary,
          severity: check.severity,
          kind: 'kind' in check && check.kind === 'response' ? ('response' as const) : ('scenario' as const),
        })),
      operations: [...contract.operations.map((op) => op.operationId), OUTSIDE_CONTRACT].filter(selection.operation),
      created: ctx.created,
      coverage: coverage.table(contract.operations.filter((op) => selection.operation(op.operationId))),
      latency: latency.table(contract.operations.map((op) => op.operationId)),
      ...(selection.narrowed ? { selection: selection.narrowed } : {}),
      cutShort: book.cutShort(),
      reproduceWith: sessionSetup(http.baseUrl, tokenOp.path, contract.tokenField),
      rateLimited: {
        ...http.rateLimited,
        messages: http.rateLimited.messages.map((message) => secrets.redact(message)),
      },
    },
    book.all(),
    secrets,
  );
}
