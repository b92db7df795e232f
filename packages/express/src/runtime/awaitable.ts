// The request path waits only on what is pending. A step answers at once when everything it calls answers at once
// (a synchronous `authenticate` or handler, a request without a body); each `await` would cost a turn of the
// microtask queue per request, which on a busy server weighs more than the step's own work.

/** A value now, or one still to come. */
export type Awaitable<T> = T | PromiseLike<T>;

/** Whether `value` is still to come: anything `await` would wait on. */
export function isPending<T>(value: Awaitable<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}
