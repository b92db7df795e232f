// What the traffic exercised, per operation: each documented status with the number of answers and the error
// codes seen, statuses answered that the contract does not document, and documented statuses never seen. A
// green run says nothing about a status it never provoked; this table says which those are.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Exchange } from '../http/exchange.js';

export interface StatusCoverage {
  status: string;
  documented: boolean;
  /** Answers with this status. */
  observed: number;
  /** Error code → answers carrying it. */
  codes: Record<string, number>;
  /** Codes the contract documents for this status that no answer carried. */
  codesNotSeen: string[];
}

export interface OperationCoverage {
  operationId: string;
  statuses: StatusCoverage[];
  /** Documented statuses no answer had. */
  neverExercised: string[];
}

/**
 * A deployment's error codes are its own text: a proxy sees whatever the upstream sends. The table keeps at most
 * this many distinct codes per status, each cut to a bounded length; the rest are counted together.
 */
export const COVERAGE_BOUNDS = { codesPerStatus: 50, codeLength: 100, otherCodes: '(other codes)' } as const;

function codeKey(code: string, known: ReadonlyMap<string, number>): string {
  const key = code.length <= COVERAGE_BOUNDS.codeLength ? code : `${code.slice(0, COVERAGE_BOUNDS.codeLength - 1)}…`;
  return known.has(key) || known.size < COVERAGE_BOUNDS.codesPerStatus ? key : COVERAGE_BOUNDS.otherCodes;
}

export class CoverageRecorder {
  private readonly seen = new Map<string, Map<string, Map<string, number>>>();

  record(exchange: Exchange): void {
    const { spec, response } = exchange;
    if (!spec.operationId || spec.documented === false || !response) return;
    const statuses = this.seen.get(spec.operationId) ?? new Map<string, Map<string, number>>();
    this.seen.set(spec.operationId, statuses);
    const codes = statuses.get(String(response.status)) ?? new Map<string, number>();
    statuses.set(String(response.status), codes);
    const code = (response.json as { code?: unknown } | undefined)?.code;
    const key = response.status >= 400 && typeof code === 'string' ? codeKey(code, codes) : '';
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }

  table(operations: readonly OperationSpec[]): OperationCoverage[] {
    return operations.map((op) => {
      const seen = this.seen.get(op.operationId) ?? new Map<string, Map<string, number>>();
      const statuses = [...new Set([...Object.keys(op.responses), ...seen.keys()])].sort();
      return {
        operationId: op.operationId,
        statuses: statuses.map((status) => {
          const codes = seen.get(status) ?? new Map<string, number>();
          const named = Object.fromEntries([...codes].filter(([code]) => code !== ''));
          return {
            status,
            documented: status in op.responses,
            observed: [...codes.values()].reduce((sum, n) => sum + n, 0),
            codes: named,
            codesNotSeen: (op.responses[status]?.codes ?? []).filter((code) => !(code in named)),
          };
        }),
        neverExercised: Object.keys(op.responses).filter((status) => !seen.has(status)),
      };
    });
  }
}
