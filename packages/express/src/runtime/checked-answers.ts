// Response validation remembers the JSON answers it found valid, by the exact text written, so an answer seen
// before (a polled metric, the same page again) costs a lookup instead of a schema walk: the same text is the same
// JSON value on the wire, which was valid. Only valid verdicts are kept, so a malformed answer is validated, and
// caught, every time. Bounded in bytes, oldest forgotten first.

/** Bytes of answer text remembered per router unless `maxBytes` says otherwise. */
export const checkedAnswersBytes = 4 * 1024 * 1024;
/** An answer larger than this is always validated: keeping it would crowd out many small ones. */
const LARGEST_KEPT = 64 * 1024;

export class CheckedAnswers {
  /** Answer text → the operations and statuses (`listTransactions 200`) it was found valid for. */
  readonly #valid = new Map<string, Set<string>>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes = checkedAnswersBytes) {
    this.#maxBytes = maxBytes;
  }

  /** Whether this answer (operation, status, JSON text) was found valid before. */
  has(operationId: string, status: number, text: string): boolean {
    return text.length <= LARGEST_KEPT && this.#valid.get(text)?.has(`${operationId} ${status}`) === true;
  }

  remember(operationId: string, status: number, text: string): void {
    if (text.length > LARGEST_KEPT) return;
    const owners = this.#valid.get(text);
    if (owners !== undefined) {
      owners.add(`${operationId} ${status}`);
      return;
    }
    this.#valid.set(text, new Set([`${operationId} ${status}`]));
    this.#bytes += text.length;
    // Maps iterate in insertion order: the first key is the oldest.
    for (const oldest of this.#valid.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#valid.delete(oldest);
      this.#bytes -= oldest.length;
    }
  }
}
