// A query's verdict (its issues, or the values the schema accepted) depends on nothing but the operation and the
// query text, so the router keeps the verdicts on the valid query texts it saw last: a repeated query (a polled
// list, a first page) costs a lookup instead of parsing, the query rules and the schema. Only valid verdicts are
// kept: an invalid text can name hundreds of parameters, and the issues would cost more memory than the text.
// Bounded in entries and text length, oldest forgotten first. Each request gets its own copies of the values, so a
// handler that changes its query changes no verdict.
//
// A verdict is kept the second time its text comes. Most texts never repeat (a time window, a cursor, a new id):
// keeping each would cost as much as checking it, in map upkeep and in collecting the verdicts it pushes out. The
// texts seen once leave only a 32-bit hash in a fixed table; two texts sharing a hash only mean one is kept early.
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

/** FNV-1a over the UTF-16 units of `text`: spread enough for a table of texts seen once. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash;
}

export class CheckedQueries {
  /** `operationId?query` → verdict; a Map iterates oldest first. */
  readonly #verdicts = new Map<string, QueryVerdict>();
  /** Hashes of valid texts seen once, one slot per hash's low bits: as many slots as verdicts kept, rounded up. */
  readonly #seenOnce: Int32Array;
  readonly #maxEntries: number;

  constructor(maxEntries = checkedQueriesEntries) {
    this.#maxEntries = maxEntries;
    this.#seenOnce = new Int32Array(2 ** Math.ceil(Math.log2(Math.max(maxEntries, 1))));
  }

  /** The verdict on `search` for `operationId`, checked by `check` unless remembered. */
  verdict(operationId: string, search: string, check: () => QueryVerdict): QueryVerdict {
    if (search.length > longestCheckedQuery) return check();
    const key = `${operationId}?${search}`;
    let verdict = this.#verdicts.get(key);
    if (verdict === undefined) {
      verdict = check();
      if (verdict.issues.length > 0 || this.#firstSighting(key)) return verdict;
      this.#verdicts.set(key, verdict);
      if (this.#verdicts.size > this.#maxEntries) this.#verdicts.delete(this.#verdicts.keys().next().value!);
    }
    return verdict;
  }

  /** Whether `key` is new to the table of texts seen once; it is entered either way. */
  #firstSighting(key: string): boolean {
    const hash = hashOf(key);
    const slot = hash & (this.#seenOnce.length - 1);
    if (this.#seenOnce[slot] === hash) return false;
    this.#seenOnce[slot] = hash;
    return true;
  }
}
