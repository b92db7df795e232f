// One in-process sandbox per test file (`:memory:`, port 0), in which a fault can be switched on for one run (a
// stage of its API router, or a violation in front of it through a small relay), and the checks run on it as the
// runner runs them: `scenario` runs a scenario check on the operations named,
// `journey` the write journey up to a step. Each returns the outcome of the check under test, by operation.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { RunContext, ScenarioCheck } from '../../../check-helpers/check.js';
import type { JourneyState, StatefulStep } from '../../../check-helpers/journey.js';
import { statefulSteps } from '../../index.js';
import { openRun, runScenario, runStep } from '../../../run/runner.js';
import type { Contract } from '../../../contract/contract.js';
import { startSandbox, type RunningSandbox } from '@ausd/sandbox';
import type { FaultStage } from '../../../../../../test/support/faults/helpers/fault.js';
import { faultById, type FaultClass } from '../../../../../../test/support/faults/index.js';
import type { FrontViolation } from './violations.js';

export interface Outcome {
  operationId: string;
  status: 'passed' | 'failed' | 'skipped';
  /** The first failures kept, by message. */
  failures: string[];
}

export interface RunOptions {
  /** A fault of test/support/faults/, or a violation made for this test (violations.ts). */
  fault?: FaultClass | FaultStage | FrontViolation;
  /** The operations to run a scenario check on (default: every one it applies to). */
  operations?: readonly string[];
  /** The contract the run reads (default: the repository's), for a check run against an edited copy. */
  contract?: Contract;
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

/**
 * A relay in front of the sandbox for a violation of what its routers answer before any stage: the violation sees
 * the request first and may answer; otherwise the request goes on and the answer is written back through `res`,
 * where the violation may have changed how headers and bodies are written.
 */
async function relay(upstream: string, violation: FrontViolation): Promise<{ url: string; server: Server }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    violation.front(req, res);
    if (res.writableEnded) return;
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          res.statusCode = answer.statusCode ?? 502;
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && name !== 'transfer-encoding') res.setHeader(name, value);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function sandboxChecks(): SandboxChecks {
  let sandbox: RunningSandbox;
  let fault: FaultStage | undefined;
  let front: Server | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      db: ':memory:',
      port: 0,
      host: '127.0.0.1',
      // Enough transactions for several pages of every list and filter; the default 600 only costs time here.
      seedTransactions: 120,
      // A fault breaks answers the sandbox's own response check would refuse; the runner checks them.
      validateResponses: false,
      stages: [
        {
          name: 'test fault',
          beforeHandler: (context) => fault?.beforeHandler?.(context),
          onResult: (context, result) => fault?.onResult?.(context, result) ?? result,
        },
      ],
    });
  });
  afterAll(() => sandbox.close());

  /** Ends the run's fault: the stage stops acting, the relay closes. */
  function clear(): void {
    fault = undefined;
    front?.close();
    front = undefined;
  }

  async function open(options: RunOptions, allowWrites: boolean): Promise<RunContext> {
    let baseUrl = sandbox.url;
    if (typeof options.fault === 'string') fault = faultById(options.fault).inject();
    else if (options.fault !== undefined && 'front' in options.fault) {
      const relayed = await relay(sandbox.url, options.fault);
      front = relayed.server;
      baseUrl = relayed.url;
    } else fault = options.fault;
    const { ctx } = await openRun({
      baseUrl,
      apiKey: sandbox.apiKeys.primary,
      otherApiKey: sandbox.apiKeys.other,
      allowWrites,
      seed: 1,
      ...(options.contract ? { contract: options.contract } : {}),
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
        clear();
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
        clear();
      }
      return outcomes(ctx, [step.name]);
    },
  };
}
