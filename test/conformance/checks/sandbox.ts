// One in-process sandbox per test file (`:memory:`, port 0), in front of which a fault can be switched on for one
// run, and the checks run on it as the runner runs them: `scenario` runs a scenario check on the operations named,
// `journey` the write journey up to a step. Each returns the outcome of the check under test, by operation.
import type { RequestHandler } from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { RunContext, ScenarioCheck } from '../../../packages/conformance/src/check.js';
import type { JourneyState, StatefulStep } from '../../../packages/conformance/src/check-helpers/journey.js';
import { statefulSteps } from '../../../packages/conformance/src/checks/index.js';
import { openRun, runScenario, runStep } from '../../../packages/conformance/src/runner.js';
import { startSandbox, type RunningSandbox } from '../../../packages/sandbox/src/server.js';
import type { Injector } from '../../support/faults/helpers/fault.js';
import { faultMiddleware, type FaultClass } from '../../support/faults/index.js';

export interface Outcome {
  operationId: string;
  status: 'passed' | 'failed' | 'skipped';
  /** The first failures kept, by message. */
  failures: string[];
}

export interface RunOptions {
  /** A fault of test/support/faults/, or a violation made for this test, in front of the API router. */
  fault?: FaultClass | Injector;
  /** The operations to run a scenario check on (default: every one it applies to). */
  operations?: readonly string[];
}

export interface SandboxChecks {
  /** The sandbox's address and keys, for tests that craft their own requests. */
  sandbox(): RunningSandbox;
  /** A scenario check on the operations it applies to; `checks` names the outcomes returned (default: its own). */
  scenario(check: ScenarioCheck, options?: RunOptions & { checks?: readonly string[] }): Promise<Outcome[]>;
  /** The write journey's steps in order up to `step`, and the outcome of `step`. */
  journey(step: StatefulStep, options?: RunOptions): Promise<Outcome[]>;
}

/** Each outcome as [operation, status], for comparing a whole run at once. */
export const statuses = (outcomes: readonly Outcome[]): [string, Outcome['status']][] =>
  outcomes.map((outcome) => [outcome.operationId, outcome.status]);

/** The first failure message of the first failed outcome. */
export const firstFailure = (outcomes: readonly Outcome[]): string | undefined =>
  outcomes.find((outcome) => outcome.status === 'failed')?.failures[0];

const outcomes = (ctx: RunContext, names: readonly string[]): Outcome[] =>
  ctx.book
    .all()
    .filter((cell) => names.includes(cell.check))
    .map((cell) => ({
      operationId: cell.operationId,
      status: cell.status,
      failures: cell.failures.map((failure) => failure.message),
    }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));

/** A violation made for one test, mounted as the faults are: it answers, rewrites the answer, or lets the router. */
function violation(inject: Injector | undefined): RequestHandler | undefined {
  if (inject === undefined) return undefined;
  return (req, res, next) => {
    Promise.resolve(inject(req, res)).then(() => {
      if (!res.writableEnded) next();
    }, next);
  };
}

export function sandboxChecks(): SandboxChecks {
  let sandbox: RunningSandbox;
  let fault: RequestHandler | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      // A fault rewrites answers after the sandbox's own response check, which could not see it; the runner checks.
      validateResponses: false,
      intercept: (req, res, next) => (fault ? fault(req, res, next) : next()),
    });
  });
  afterAll(() => sandbox.close());

  async function open(options: RunOptions, allowWrites: boolean): Promise<RunContext> {
    fault = typeof options.fault === 'string' ? faultMiddleware(options.fault) : violation(options.fault);
    const { ctx } = await openRun({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKeys.primary,
      otherApiKey: sandbox.apiKeys.other,
      allowWrites,
      seed: 1,
    });
    return ctx;
  }

  return {
    sandbox: () => sandbox,
    async scenario(check, options = {}) {
      const ctx = await open(options, false);
      try {
        for (const op of ctx.contract.operations) {
          if (options.operations !== undefined && !options.operations.includes(op.operationId)) continue;
          if (check.appliesTo(op, ctx) === true) await runScenario(ctx, check, op);
        }
      } finally {
        fault = undefined;
      }
      return outcomes(ctx, options.checks ?? [check.name]);
    },
    async journey(step, options = {}) {
      const ctx = await open(options, true);
      const state: JourneyState = { accounts: [], routes: [] };
      try {
        for (const earlier of statefulSteps) {
          await runStep(ctx, earlier, state);
          if (earlier === step) break;
        }
      } finally {
        fault = undefined;
      }
      return outcomes(ctx, [step.name]);
    },
  };
}
