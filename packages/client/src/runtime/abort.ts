// Waiting that a caller's AbortSignal cuts short: the wait rejects with the signal's own reason at once, and what
// was waited for is released (a timer cleared, a request aborted) or left to finish for others (a shared exchange).

/**
 * What `start` resolves to, or a rejection with `signal`'s reason as soon as it aborts (`start` is not run when
 * it already has); `release` runs when the wait ends, either way.
 */
export function untilAborted<T>(start: () => Promise<T>, signal?: AbortSignal, release?: () => void): Promise<T> {
  let onAbort: () => void;
  return new Promise<T>((resolve, reject) => {
    onAbort = () => reject(signal!.reason);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    start().then(resolve, reject);
  }).finally(() => {
    signal?.removeEventListener('abort', onAbort);
    release?.();
  });
}
