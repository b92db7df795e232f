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
// Each operation has its own map, keyed by the text as sent: a lookup makes no key string.
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

/** One operation's verdicts, and the start of its texts' hashes, so that equal texts of two operations differ. */
interface OperationVerdicts {
  readonly verdicts: Map<string, QueryVerdict>;
  readonly seed: number;
}

/** FNV-1a over the UTF-16 units of `text` from `seed`: spread enough for a table of texts seen once. */
function hashOf(text: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash;
}

export class CheckedQueries {
  readonly #operations = new Map<string, OperationVerdicts>();
  /** Hashes of valid texts seen once, one slot per hash's low bits: as many slots as verdicts kept, rounded up. */
  readonly #seenOnce: Int32Array;
  readonly #maxEntries: number;
  /** The kept texts, oldest first from `#oldest`, in a ring of `maxEntries` slots: which map and which key. */
  readonly #keptIn: Map<string, QueryVerdict>[] = [];
  readonly #keptText: string[] = [];
  #oldest = 0;

  constructor(maxEntries = checkedQueriesEntries) {
    this.#maxEntries = maxEntries;
    this.#seenOnce = new Int32Array(2 ** Math.ceil(Math.log2(Math.max(maxEntries, 1))));
  }

  /** The verdict kept on `search` for `operationId`, if any. */
  remembered(operationId: string, search: string): QueryVerdict | undefined {
    if (search.length > longestCheckedQuery) return undefined;
    return this.#operations.get(operationId)?.verdicts.get(search);
  }

  /** Enters the verdict just checked on `search`: kept when valid and the text's second sighting. */
  checked(operationId: string, search: string, verdict: QueryVerdict): void {
    if (verdict.issues.length > 0 || search.length > longestCheckedQuery || this.#maxEntries === 0) return;
    let operation = this.#operations.get(operationId);
    if (operation === undefined)
      this.#operations.set(operationId, (operation = { verdicts: new Map(), seed: hashOf(operationId, 0x811c9dc5) }));
    if (this.#firstSighting(hashOf(search, operation.seed))) return;
    operation.verdicts.set(search, verdict);
    if (this.#keptText.length < this.#maxEntries) {
      this.#keptIn.push(operation.verdicts);
      this.#keptText.push(search);
      return;
    }
    const slot = this.#oldest;
    this.#keptIn[slot]!.delete(this.#keptText[slot]!);
    this.#keptIn[slot] = operation.verdicts;
    this.#keptText[slot] = search;
    this.#oldest = (slot + 1) % this.#maxEntries;
  }

  /** Whether `hash` is new to the table of texts seen once; it is entered either way. */
  #firstSighting(hash: number): boolean {
    const slot = hash & (this.#seenOnce.length - 1);
    if (this.#seenOnce[slot] === hash) return false;
    this.#seenOnce[slot] = hash;
    return true;
  }
}
