// What every call returns: awaitable for the parsed body, plus `withResponse()` for the raw Response and
// the `Request-Id`. The operation's error bodies ride along as a phantom type so `isErrorOf` can narrow by call.

export interface WithResponse<T> {
  data: T;
  response: Response;
  requestId: string | undefined;
}

/** Object results carry their `Request-Id` as a non-enumerable `requestId` (not serialised, not compared). */
export type WithRequestId<T> = T extends object ? T & { readonly requestId: string | undefined } : T;

export class ApiPromise<T, Errors = object> implements PromiseLike<T> {
  /** Type-only: the error bodies this call can fail with, by status. */
  declare readonly errors?: Errors;

  readonly #settled: Promise<WithResponse<T>>;

  constructor(settled: Promise<WithResponse<T>>) {
    this.#settled = settled;
  }

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#settled.then((result) => result.data).then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected: (reason: unknown) => B | PromiseLike<B>): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally: () => void): Promise<T> {
    return this.then().finally(onFinally);
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.#settled;
  }
}
