// What the proxy saw: each inspected exchange into the results, coverage and latency; the credentials that passed
// (redacted from the report); and the answers forwarded but not inspected, which the report lists as cut short.
import type { Contract } from '../contract/contract.js';
import { CoverageRecorder } from '../report/coverage.js';
import type { Exchange } from '../http/exchange.js';
import { Secrets } from '../http/secrets.js';
import { LatencyRecorder } from '../report/latency.js';
import { ResultBook, type Interruption } from '../report/results.js';
import { inspectExchange } from '../run/runner.js';

export class ProxyObservations {
  readonly book = new ResultBook();
  readonly coverage = new CoverageRecorder();
  readonly latency = new LatencyRecorder();
  readonly secrets = new Secrets();
  /** Answers forwarded but not inspected, per operation and reason. */
  private readonly uninspected = new Map<string, { operationId: string; reason: string; count: number }>();
  private readonly byId: Map<string, Contract['operations'][number]>;
  private seen = 0;

  constructor(private readonly contract: Contract) {
    this.byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  }

  /** Exchanges seen so far, inspected or not. */
  get exchanges(): number {
    return this.seen;
  }

  inspect(exchange: Exchange): void {
    this.seen += 1;
    this.coverage.record(exchange);
    this.latency.record(exchange);
    inspectExchange(exchange, this.contract, this.book, (id) => this.byId.get(id));
  }

  /** An answer forwarded whole but not kept for inspection (`notKept` says why). */
  notInspected(operationId: string, notKept: string): void {
    this.seen += 1;
    const key = `${operationId}\u0000${notKept}`;
    const entry = this.uninspected.get(key) ?? { operationId, reason: `answer not inspected: ${notKept}`, count: 0 };
    entry.count += 1;
    this.uninspected.set(key, entry);
  }

  /** What the report lists as cut short: no traffic at all, and the answers not inspected. */
  cutShort(): Interruption[] {
    return [
      ...(this.seen === 0 ? [{ check: '*', operationId: '*', reason: 'no traffic passed through the proxy' }] : []),
      ...[...this.uninspected.values()].map(({ operationId, reason, count }) => ({
        check: '*',
        operationId,
        reason: `${count} × ${reason}`,
      })),
    ];
  }
}
