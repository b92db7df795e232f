// A query's verdict (its issues, or the values the schema accepted) depends on nothing but the operation and the
// query text, so the router keeps the verdicts on the valid query texts it saw last: a repeated query (a polled
// list, a first page) costs a lookup instead of parsing, the query rules and the schema. Only valid verdicts are
// kept: an invalid text can name hundreds of parameters, and the issues would cost more memory than the text.
// Bounded in entries and text length, oldest forgotten first. Each request gets its own copies of the values, so a
// handler that changes its query changes no verdict.
import type { Issue } from './types.js';

/** Verdicts remembered per router unless `maxEntries` says otherwise. */
export const checkedQueriesEntries = 4096;
/** A longer query text is always checked afresh: it rarely repeats. */
export const longestCheckedQuery = 512;

export interface QueryVerdict {
  /** Issues in the order the rules and the schema found them; empty when the query is valid. */
  readonly issues: readonly Issue[];
  /** One property per declared parameter sent or defaulted, as the schema saw it. */
  readonly input: Readonly<Record<string, unknown>>;
}

export class CheckedQueries {
  /** `operationId?query` → verdict; a Map iterates oldest first. */
  readonly #verdicts = new Map<string, QueryVerdict>();
  readonly #maxEntries: number;

  constructor(maxEntries = checkedQueriesEntries) {
    this.#maxEntries = maxEntries;
  }

  /** The verdict on `search` for `operationId`, checked by `check` unless remembered. */
  verdict(operationId: string, search: string, check: () => QueryVerdict): QueryVerdict {
    if (search.length > longestCheckedQuery) return check();
    const key = `${operationId}?${search}`;
    let verdict = this.#verdicts.get(key);
    if (verdict === undefined) {
      verdict = check();
      if (verdict.issues.length > 0) return verdict;
      this.#verdicts.set(key, verdict);
      if (this.#verdicts.size > this.#maxEntries) this.#verdicts.delete(this.#verdicts.keys().next().value!);
    }
    return verdict;
  }
}
