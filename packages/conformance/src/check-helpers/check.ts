// The two kinds of check. A response check inspects every exchange the run makes, whoever sent it; a scenario
// check drives its own requests for one operation at a time and asserts on what comes back.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Contract } from '../contract/contract.js';
import type { ConformanceHttp } from '../http/client.js';
import type { Exchange, RequestSpec } from '../http/exchange.js';
import type { ResultBook } from '../report/results.js';
import type { Severity } from '../report/severity.js';
import type { ListWalker } from '../run/walk.js';

export interface CreatedResource {
  kind: string;
  id: string;
  name: string;
}

export interface RunContext {
  contract: Contract;
  http: ConformanceHttp;
  book: ResultBook;
  walker: ListWalker;
  allowWrites: boolean;
  /** Prefix of every name the stateful checks create, so a run's leftovers are recognisable. */
  runPrefix: string;
  /** Seed of the random cases, printed with their failures so a run can be repeated. */
  seed: number;
  created: CreatedResource[];
  operation(operationId: string): OperationSpec | undefined;
}

export type { Severity } from '../report/severity.js';

/** What a response check may read: the contract, nothing of a run (so it applies to any traffic). */
export interface InspectContext {
  contract: Contract;
}

/** `true` when the exchange satisfies the check, a failure otherwise. */
export type Verdict = true | { message: string; where?: string };

export interface Problem {
  message: string;
  where: string;
}

/** The verdict of a check that collects problems across one body: the first three named, the first located. */
export function verdictOf(problems: readonly Problem[]): Verdict {
  if (problems.length === 0) return true;
  return {
    message: problems
      .slice(0, 3)
      .map((problem) => problem.message)
      .join('; '),
    where: problems[0]!.where,
  };
}

export interface ResponseCheck {
  kind: 'response';
  name: string;
  severity: Severity;
  summary: string;
  /** `undefined` when the check does not apply to this exchange. Sees only the contract: the proxy has no run. */
  inspect(exchange: Exchange, op: OperationSpec | undefined, ctx: InspectContext): Verdict | undefined;
}

export interface CheckRun {
  send(spec: RequestSpec): Promise<Exchange>;
  pass(): void;
  fail(message: string, exchange?: Exchange, where?: string): void;
  skip(reason: string): void;
}

export interface ScenarioCheck {
  kind: 'scenario';
  name: string;
  severity: Severity;
  summary: string;
  /** Report under this label instead of the operation (probes outside the contract). */
  reportUnder?: string;
  /** `true` to run on this operation, a skip reason, or `false` when the check is meaningless for it. */
  appliesTo(op: OperationSpec, ctx: RunContext): boolean | string;
  run(t: CheckRun, op: OperationSpec, ctx: RunContext): Promise<void>;
}

export type Check = ResponseCheck | ScenarioCheck;
