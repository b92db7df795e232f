// The list methods of a resource: cursor pagination over `{data, nextCursor}` pages. Iterate items with
// `for await` or `each(fn)`, whole pages with `pages()`, collect a bounded number with `toArray({limit})`, or take
// one page with `first()` (also what awaiting the list gives) to store its cursor. Only list operations use it, so
// it is apart from the core every method uses (create.ts).
import { ApiPromise, type WithRequestId } from './api-promise.js';
import type { Call, CallOptions } from './call.js';
import { RepeatedCursorError } from './errors.js';
import type { OperationDescriptor } from './transport.js';
import type { QueryValue } from './query.js';

/** The most items `toArray` collects: it holds them all in memory (walk longer lists with `each` or `for await`). */
export const maxToArrayLimit = 10_000;

/** Where a list operation keeps its cursor parameter, items and next cursor (read from the contract). */
export interface PageFields {
  cursorParam: string;
  itemsField: string;
  nextCursorField: string;
}

export class PageList<Page, Item, Errors = object> implements AsyncIterable<Item>, PromiseLike<Page> {
  readonly #fetchPage: (cursor: string | undefined) => ApiPromise<Page, Errors>;
  readonly #fields: PageFields;
  readonly #startCursor: string | undefined;
  readonly #operationId: string;

  constructor(
    fetchPage: (cursor: string | undefined) => ApiPromise<Page, Errors>,
    fields: PageFields,
    startCursor: string | undefined,
    operationId: string,
  ) {
    this.#fetchPage = fetchPage;
    this.#fields = fields;
    this.#startCursor = startCursor;
    this.#operationId = operationId;
  }

  /** The first page (from the caller's `cursor` when given), with its next cursor. */
  first(): ApiPromise<Page, Errors> {
    return this.#fetchPage(this.#startCursor);
  }

  /** Every page in order. A cursor already followed in this walk ends it with RepeatedCursorError. */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    let cursor = this.#startCursor;
    const followed = new Set<string>();
    do {
      if (cursor !== undefined) {
        if (followed.has(cursor)) throw new RepeatedCursorError(cursor, this.#operationId);
        followed.add(cursor);
      }
      const page = await this.#fetchPage(cursor);
      yield page;
      cursor = ((page as Record<string, unknown>)[this.#fields.nextCursorField] as string | null) ?? undefined;
    } while (cursor);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* (page as Record<string, Item[]>)[this.#fields.itemsField]!;
  }

  /**
   * The first `limit` items across pages (fewer when the list ends first); no page past the one holding the
   * last of them is fetched. `limit` is required, an integer from 1 to 10,000.
   */
  async toArray(options: { limit: number }): Promise<Item[]> {
    const limit = options?.limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > maxToArrayLimit) {
      throw new RangeError(`toArray needs { limit }, an integer from 1 to ${maxToArrayLimit}; got ${String(limit)}`);
    }
    const items: Item[] = [];
    await this.each((item) => items.push(item) < limit);
    return items;
  }

  /**
   * Calls `fn` with each item in order, one page in memory at a time, waiting for what it returns; `false`
   * stops the walk (no further page is fetched).
   */
  async each(fn: (item: Item, index: number) => boolean | void | PromiseLike<boolean | void>): Promise<void> {
    let index = 0;
    for await (const item of this) if ((await fn(item, index++)) === false) return;
  }

  then<A = Page, B = never>(
    onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.first().then(onFulfilled, onRejected);
  }
}

/** The item type of a list page (each list's `data` is an array of its item schema). */
type ItemOf<Result, ItemsField extends keyof Result> = Result[ItemsField] extends readonly (infer Item)[]
  ? Item
  : never;

export type ListMethod<Query, Result, ItemsField extends keyof Result, Errors> = ((
  query?: Query,
  options?: CallOptions,
) => PageList<WithRequestId<Result>, ItemOf<Result, ItemsField>, Errors>) & {
  readonly operationId: string;
};

export function listMethod<Query, Result, ItemsField extends keyof Result, Errors>(
  call: Call,
  op: OperationDescriptor,
  fields: PageFields,
): ListMethod<Query, Result, ItemsField, Errors> {
  const invoke = (query?: Record<string, QueryValue>, options?: CallOptions) =>
    new PageList(
      (cursor) => new ApiPromise(call(op, { query: { ...query, [fields.cursorParam]: cursor } }, options)),
      fields,
      query?.[fields.cursorParam] as string | undefined,
      op.operationId,
    );
  return Object.assign(invoke, { operationId: op.operationId }) as unknown as ListMethod<
    Query,
    Result,
    ItemsField,
    Errors
  >;
}
