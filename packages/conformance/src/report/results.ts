// The outcome of every check on every operation: a cell is failed if any assertion failed, passed if at least one
// assertion held and none failed, and skipped otherwise (with the reason).
import type { Severity } from './severity.js';
import type { Exchange } from '../http/exchange.js';
import { curlReproduction } from './reproduction.js';

export type CellStatus = 'passed' | 'failed' | 'skipped';

export interface Failure {
  check: string;
  operationId: string;
  message: string;
  /** The check's severity (set when the report is assembled). */
  severity?: Severity;
  /** The schema path, rule id or property that failed. */
  where?: string;
  request?: { method: string; url: string; body?: string };
  response?: { status: number; excerpt: string };
  /** The request as a curl command, credentials as shell variables. */
  reproduction?: string;
}

export interface Cell {
  check: string;
  operationId: string;
  status: CellStatus;
  passes: number;
  failureCount: number;
  /** The first few failures; `failureCount` has the total. */
  failures: Failure[];
  skipReason?: string;
  /** Not fully run because the run was cut short (request budget, time limit, rate limiting). */
  cutShort?: boolean;
}

/** Operation label for probes that belong to no operation (unknown paths). */
export const OUTSIDE_CONTRACT = '(outside contract)';

const KEPT_FAILURES_PER_CELL = 3;
const EXCERPT_LENGTH = 300;

export function describeExchange(
  exchange: Exchange | undefined,
): Pick<Failure, 'request' | 'response' | 'reproduction'> {
  if (!exchange) return {};
  const { spec, url, bodyText, response } = exchange;
  return {
    request: {
      method: spec.method.toUpperCase(),
      url,
      ...(bodyText === undefined ? {} : { body: bodyText.slice(0, EXCERPT_LENGTH) }),
    },
    ...(response ? { response: { status: response.status, excerpt: response.text.slice(0, EXCERPT_LENGTH) } } : {}),
    reproduction: curlReproduction(exchange),
  };
}

export interface Interruption {
  check: string;
  operationId: string;
  reason: string;
}

export class ResultBook {
  private readonly cells = new Map<string, Cell>();
  private readonly interruptions: Interruption[] = [];

  private cell(check: string, operationId: string): Cell {
    const key = `${check}\u0000${operationId}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { check, operationId, status: 'skipped', passes: 0, failureCount: 0, failures: [] };
      this.cells.set(key, cell);
    }
    return cell;
  }

  pass(check: string, operationId: string): void {
    const cell = this.cell(check, operationId);
    cell.passes += 1;
    if (cell.status === 'skipped') {
      cell.status = 'passed';
      delete cell.skipReason;
    }
  }

  fail(check: string, operationId: string, message: string, exchange?: Exchange, where?: string): void {
    const cell = this.cell(check, operationId);
    cell.status = 'failed';
    delete cell.skipReason;
    cell.failureCount += 1;
    if (cell.failures.length < KEPT_FAILURES_PER_CELL) {
      cell.failures.push({ check, operationId, message, ...(where ? { where } : {}), ...describeExchange(exchange) });
    }
  }

  /** Records why a check could not run; never overrides an outcome already recorded. */
  skip(check: string, operationId: string, reason: string, cutShort = false): void {
    const cell = this.cell(check, operationId);
    // A cell cut short after some passes is still only partly proven: the run says so even though the cell passed.
    if (cutShort) {
      cell.cutShort = true;
      this.interruptions.push({ check, operationId, reason });
    }
    if (cell.status === 'skipped') cell.skipReason ??= reason;
  }

  /** Check runs cut short by the request budget, the time limit or rate limiting. */
  cutShort(): Interruption[] {
    return [...this.interruptions];
  }

  all(): Cell[] {
    return [...this.cells.values()];
  }
}
