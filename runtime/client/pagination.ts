// Cursor pagination over `{data, nextCursor}` pages: iterate items with `for await`, whole pages with
// `pages()`, or take one page with `first()` (also what awaiting the list gives) to store its cursor.
import type { ApiPromise } from './api-promise.js';

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

  then<A = Page, B = never>(
    onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.first().then(onFulfilled, onRejected);
  }
}
