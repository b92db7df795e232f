// When to try again and how long to wait. The contract names the statuses a client backs off on
// exponentially (`x-retry-statuses`), honouring `Retry-After`; connection failures and timeouts are retried the
// same way. Whether a call may be repeated at all (a write after a 500 may not) is call.ts's `mayRepeat`.
import { untilAborted } from './abort.js';

export interface RetryPolicy {
  /** Retries after the first attempt (default 2). */
  maxRetries: number;
  /** First backoff delay; doubles per retry (default 500 ms). */
  initialDelayMs: number;
  /** Ceiling of one backoff delay (default 8 s). */
  maxDelayMs: number;
  /** A longer `Retry-After` is not waited for: the RateLimitedError is thrown instead (default 60 s). */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 2,
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Delay before retry number `retry` (0-based): exponential with jitter, so many clients do not retry in step. */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.initialDelayMs * 2 ** retry, policy.maxDelayMs);
  return ceiling * (0.75 + 0.25 * random());
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (the timer cleared). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return untilAborted(
    () => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    signal,
    () => clearTimeout(timer),
  );
}
