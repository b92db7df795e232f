// How long each operation took to answer, per operation: the p50 and p95 and a distribution over fixed buckets,
// from the exchanges a run made, the proxy relayed or a HAR recorded. Only answered exchanges count (a transport
// failure has no latency), and each operation keeps a bounded number of samples: a day-long proxy stays small.
import type { Exchange } from '../http/exchange.js';

/** Upper bounds of the distribution's buckets in milliseconds; the last bucket holds everything slower. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500] as const;

/** Samples kept per operation for the percentiles; the buckets count every answer. */
const KEPT_SAMPLES = 10_000;

export interface OperationLatency {
  operationId: string;
  /** Answers timed. */
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Answers per bucket of `LATENCY_BUCKETS_MS`, plus one for slower ones. */
  buckets: number[];
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const rounded = (ms: number) => Math.round(ms * 10) / 10;

export class LatencyRecorder {
  private readonly samples = new Map<string, { kept: number[]; count: number; max: number; buckets: number[] }>();

  record(exchange: Exchange): void {
    const { durationMs, response, spec } = exchange;
    if (durationMs === undefined || !response || !spec.operationId || spec.documented === false) return;
    let entry = this.samples.get(spec.operationId);
    if (!entry) {
      entry = { kept: [], count: 0, max: 0, buckets: new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0) };
      this.samples.set(spec.operationId, entry);
    }
    entry.count += 1;
    entry.max = Math.max(entry.max, durationMs);
    if (entry.kept.length < KEPT_SAMPLES) entry.kept.push(durationMs);
    const bucket = LATENCY_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
    entry.buckets[bucket === -1 ? LATENCY_BUCKETS_MS.length : bucket]! += 1;
  }

  /** One row per operation that answered, in the order given. */
  table(operationIds: readonly string[]): OperationLatency[] {
    return operationIds.flatMap((operationId) => {
      const entry = this.samples.get(operationId);
      if (!entry) return [];
      const sorted = [...entry.kept].sort((a, b) => a - b);
      return [
        {
          operationId,
          count: entry.count,
          p50Ms: rounded(percentile(sorted, 0.5)),
          p95Ms: rounded(percentile(sorted, 0.95)),
          maxMs: rounded(entry.max),
          buckets: entry.buckets,
        },
      ];
    });
  }
}
