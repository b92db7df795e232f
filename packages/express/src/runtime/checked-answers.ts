// Response validation remembers the JSON answers it found valid, by the exact text written, so an answer seen
// before (a polled metric, the same page again) costs a comparison instead of a schema walk: the same text is the
// same JSON value on the wire, which was valid. Only valid verdicts are kept, so a malformed answer is validated,
// and caught, every time. Bounded in bytes, oldest forgotten first.
//
// Texts are found by length, then compared whole. A Map keyed by the text would hash all of a fresh answer on
// every lookup, which costs more than a few comparisons: two texts of one length differ early (an id, a time) or
// are equal, and comparing equal texts runs at memory speed.
//
// A text is kept the second time it is found valid. Most answers never repeat (a new id, a new page): keeping each
// would cost more than validating it. A text seen once leaves only a fingerprint (its length, its first and last
// characters) in a fixed table; two texts sharing one only mean that one is kept early.

/** Bytes of answer text remembered per router unless `maxBytes` says otherwise. */
export const checkedAnswersBytes = 4 * 1024 * 1024;
/** An answer larger than this is always validated: keeping it would crowd out many small ones. */
export const largestCheckedAnswer = 64 * 1024;
/** Texts kept per length: answers of one length that never repeat (a new id each) cost this many comparisons. */
export const keptPerLength = 8;
/** Fingerprints of texts seen once: as many as texts of 1 KiB fit in the byte bound. */
const seenOnceSlots = 4096;
/** Characters fingerprinted at each end of a text: where an answer's id or first item is. */
const fingerprintEnds = 64;

interface Answer {
  text: string;
  /** The checks (one per operation and status) that found the text valid. */
  checks: object[];
}

/** FNV-1a over the length and both ends of `text`. */
function fingerprintOf(text: string): number {
  let hash = Math.imul(0x811c9dc5 ^ text.length, 0x01000193);
  const head = Math.min(text.length, fingerprintEnds);
  for (let index = 0; index < head; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  for (let index = Math.max(head, text.length - fingerprintEnds); index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash;
}

export class CheckedAnswers {
  /** Answers by text length, oldest first in each list. */
  readonly #byLength = new Map<number, Answer[]>();
  /** Every kept answer, oldest first (a Set keeps insertion order): what the byte bound forgets first. */
  readonly #order = new Set<Answer>();
  readonly #seenOnce = new Int32Array(seenOnceSlots);
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

  /** Whether `check` (the validator of one operation and status) found this JSON text valid before. */
  has(check: object, text: string): boolean {
    return text.length <= largestCheckedAnswer && this.#find(text)?.checks.includes(check) === true;
  }

  /** `check` found `text` valid: kept from its second time on. */
  remember(check: object, text: string): void {
    if (text.length > largestCheckedAnswer || this.#firstSighting(text)) return;
    const known = this.#find(text);
    if (known !== undefined) {
      if (!known.checks.includes(check)) known.checks.push(check);
      return;
    }
    const answer = { text, checks: [check] };
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

  /** Whether `text`'s fingerprint is new to the table of texts seen once; it is entered either way. */
  #firstSighting(text: string): boolean {
    const fingerprint = fingerprintOf(text);
    const slot = fingerprint & (seenOnceSlots - 1);
    if (this.#seenOnce[slot] === fingerprint) return false;
    this.#seenOnce[slot] = fingerprint;
    return true;
  }

  #forget(answer: Answer): void {
    const sameLength = this.#byLength.get(answer.text.length)!;
    sameLength.splice(sameLength.indexOf(answer), 1);
    if (sameLength.length === 0) this.#byLength.delete(answer.text.length);
    this.#order.delete(answer);
    this.#bytes -= answer.text.length;
  }
}
