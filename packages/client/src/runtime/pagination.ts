// Cursor pagination over `{data, nextCursor}` pages: iterate items with `for await` or `each(fn)`, whole pages
// with `pages()`, collect a bounded number with `toArray({limit})`, or take one page with `first()` (also what
// awaiting the list gives) to store its cursor.
import type { ApiPromise } from './api-promise.js';

/** The most items `toArray` collects: it holds them all in memory (walk longer lists with `each` or `for await`). */
export const maxToArrayLimit = 10_000;

/** Where a list operation keeps its cursor parameter, items and next cursor (read from the contract). */
export interface PageFields {
  cursorParam: string;
  itemsField: string;
  nextCursorField: string;
}

export class PageList<Page, Item, Errors = object> implements AsyncIterable<Item>, PromiseLike<Page> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => ApiPromise<Page, Errors>,
    private readonly fields: PageFields,
    private readonly startCursor: string | undefined,
  ) {}

  /** The first page (from the caller's `cursor` when given), with its next cursor. */
  first(): ApiPromise<Page, Errors> {
    return this.fetchPage(this.startCursor);
  }

  async *pages(): AsyncGenerator<Page, void, undefined> {
    let cursor = this.startCursor;
    do {
      const page = await this.fetchPage(cursor);
      yield page;
      cursor = ((page as Record<string, unknown>)[this.fields.nextCursorField] as string | null) ?? undefined;
    } while (cursor);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* (page as Record<string, Item[]>)[this.fields.itemsField]!;
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
    for await (const item of this) {
      items.push(item);
      if (items.length === limit) break;
    }
    return items;
  }

  /**
   * Calls `fn` with each item in order, one page in memory at a time, waiting for what it returns; `false`
   * stops the walk (no further page is fetched).
   */
  async each(fn: (item: Item, index: number) => boolean | void | PromiseLike<boolean | void>): Promise<void> {
    let index = 0;
    for await (const item of this) {
      if ((await fn(item, index)) === false) return;
      index += 1;
    }
  }

  then<A = Page, B = never>(
    onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.first().then(onFulfilled, onRejected);
  }
}
