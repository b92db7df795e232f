// Response validation remembers the JSON answers it found valid, by the exact text written, so an answer seen
// before (a polled metric, the same page again) costs a comparison instead of a schema walk: the same text is the
// same JSON value on the wire, which was valid. Only valid verdicts are kept, so a malformed answer is validated,
// and caught, every time. Bounded in bytes, oldest forgotten first.
//
// Texts are found by length, then compared whole. A Map keyed by the text would hash all of a fresh answer on
// every lookup, which costs more than a few comparisons: two texts of one length differ early (an id, a time) or
// are equal, and comparing equal texts runs at memory speed.

/** Bytes of answer text remembered per router unless `maxBytes` says otherwise. */
export const checkedAnswersBytes = 4 * 1024 * 1024;
/** An answer larger than this is always validated: keeping it would crowd out many small ones. */
export const largestCheckedAnswer = 64 * 1024;
/** Texts kept per length: answers of one length that never repeat (a new id each) cost this many comparisons. */
export const keptPerLength = 8;

interface Answer {
  text: string;
  /** `listTransactions 200`: the operations and statuses the text was found valid for. */
  owners: Set<string>;
}

export class CheckedAnswers {
  /** Answers by text length, oldest first in each list. */
  readonly #byLength = new Map<number, Answer[]>();
  /** Every kept answer, oldest first (a Set keeps insertion order): what the byte bound forgets first. */
  readonly #order = new Set<Answer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes = checkedAnswersBytes) {
    this.#maxBytes = maxBytes;
  }

  #find(text: string): Answer | undefined {
    const answers = this.#byLength.get(text.length);
    if (answers !== undefined) for (const answer of answers) if (answer.text === text) return answer;
    return undefined;
  }

  /** Whether this answer (operation, status, JSON text) was found valid before. */
  has(operationId: string, status: number, text: string): boolean {
    return text.length <= largestCheckedAnswer && this.#find(text)?.owners.has(`${operationId} ${status}`) === true;
  }

  remember(operationId: string, status: number, text: string): void {
    if (text.length > largestCheckedAnswer) return;
    const owner = `${operationId} ${status}`;
    const known = this.#find(text);
    if (known !== undefined) {
      known.owners.add(owner);
      return;
    }
    const answer = { text, owners: new Set([owner]) };
    const sameLength = this.#byLength.get(text.length) ?? [];
    if (sameLength.length === keptPerLength) this.#forget(sameLength[0]!);
    sameLength.push(answer);
    this.#byLength.set(text.length, sameLength);
    this.#order.add(answer);
    this.#bytes += text.length;
    for (const oldest of this.#order) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest);
    }
  }

  #forget(answer: Answer): void {
    const sameLength = this.#byLength.get(answer.text.length)!;
    sameLength.splice(sameLength.indexOf(answer), 1);
    if (sameLength.length === 0) this.#byLength.delete(answer.text.length);
    this.#order.delete(answer);
    this.#bytes -= answer.text.length;
  }
}
