// The outline of a HAR document without parsing it whole: where each of `log.entries` is in the file's bytes, and
// the small members of `log` verify reads. Each entry is then parsed alone, so the heap holds one entry's objects and
// what verify keeps, never the whole document's (a 51 MB recording parsed whole took 1.8 GB; 198 MB exhausted the
// heap), and the file's bytes stay outside it. Bytes are scanned as such: no byte of a multi-byte UTF-8 character is
// a quote, a backslash or a bracket.

/** The bytes are not JSON; the message says where reading stopped. */
export class OutlineError extends Error {
  override readonly name = 'OutlineError';
}

export interface HarOutline {
  /** `log.creator`, `log._apiBaseUrl`, parsed; absent when the document has no such member. */
  creator?: unknown;
  apiBaseUrl?: unknown;
  /** `[start, end)` of each element of `log.entries`, in order; undefined when `log.entries` is not a list. */
  entries?: Array<[number, number]>;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** A UTF-8 byte order mark, which some exports start with. */
const BOM = [0xef, 0xbb, 0xbf];

class Scanner {
  at: number;

  constructor(private readonly bytes: Buffer) {
    this.at = BOM.every((byte, index) => bytes[index] === byte) ? BOM.length : 0;
  }

  text(start: number, end: number): string {
    return this.bytes.toString('utf8', start, end);
  }

  fail(what: string): never {
    const found = this.at < this.bytes.length ? `'${this.text(this.at, this.at + 1)}'` : 'the end';
    throw new OutlineError(`${what} expected at byte ${this.at}, found ${found}`);
  }

  skipWhitespace(): void {
    while (WHITESPACE.has(this.bytes[this.at]!)) this.at++;
  }

  peek(): string {
    this.skipWhitespace();
    return this.at < this.bytes.length ? String.fromCharCode(this.bytes[this.at]!) : '';
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`'${char}'`);
    this.at++;
  }

  /** A string, unescaped; the scanner after its closing quote. */
  string(): string {
    const start = this.skipString();
    return JSON.parse(this.text(start, this.at)) as string;
  }

  /** Skips a string; returns where it started. */
  skipString(): number {
    if (this.peek() !== '"') this.fail('a string');
    const start = this.at++;
    for (;;) {
      const next = this.bytes.indexOf(QUOTE, this.at);
      if (next === -1) this.fail('the end of a string');
      let backslashes = 0;
      while (this.bytes[next - 1 - backslashes] === BACKSLASH) backslashes++;
      this.at = next + 1;
      if (backslashes % 2 === 0) return start;
    }
  }

  /** Skips one value; returns where it started. Objects and lists are matched by depth, strings skipped whole. */
  skipValue(): number {
    const start = (this.skipWhitespace(), this.at);
    const first = this.peek();
    if (first === '"') return this.skipString();
    if (first !== '{' && first !== '[') {
      const token = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(this.text(this.at, this.at + 64))?.[0];
      if (token === undefined) this.fail('a value');
      this.at += token.length;
      return start;
    }
    let depth = 0;
    do {
      const char = this.peek();
      if (char === '"') this.skipString();
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') depth -= 1;
      else if (char === '') this.fail(`'${first === '{' ? '}' : ']'}'`);
      if (char !== '"') this.at++;
    } while (depth > 0);
    return start;
  }

  /** Calls `member` for each key of the object at the scanner, which must read the member's value. */
  object(member: (key: string) => void): void {
    this.expect('{');
    if (this.peek() === '}') return void this.at++;
    for (;;) {
      const key = this.string();
      this.expect(':');
      member(key);
      if (this.peek() === ',') this.at++;
      else return this.expect('}');
    }
  }

  /** `[start, end)` of each element of the list at the scanner; refuses more than `max` before reading on. */
  elements(max: number, tooMany: (max: number) => Error): Array<[number, number]> {
    const ranges: Array<[number, number]> = [];
    this.expect('[');
    if (this.peek() === ']') return (this.at++, ranges);
    for (;;) {
      const start = this.skipValue();
      ranges.push([start, this.at]);
      if (ranges.length > max) throw tooMany(max);
      if (this.peek() === ',') this.at++;
      else return (this.expect(']'), ranges);
    }
  }
}

/** The outline of `bytes`; more than `maxEntries` entries throws `tooMany` before any entry is parsed. */
export function harOutline(bytes: Buffer, maxEntries: number, tooMany: (max: number) => Error): HarOutline {
  const scanner = new Scanner(bytes);
  const outline: HarOutline = {};
  const parsed = () => JSON.parse(scanner.text(scanner.skipValue(), scanner.at)) as unknown;
  const log = () => {
    if (scanner.peek() !== '{') return void parsed();
    scanner.object((key) => {
      if (key === 'entries' && scanner.peek() === '[') outline.entries = scanner.elements(maxEntries, tooMany);
      else if (key === 'creator') outline.creator = parsed();
      else if (key === '_apiBaseUrl') outline.apiBaseUrl = parsed();
      else scanner.skipValue();
    });
  };
  if (scanner.peek() === '{') scanner.object((key) => (key === 'log' ? log() : scanner.skipValue()));
  else parsed();
  if (scanner.peek() !== '') scanner.fail('the end of the document');
  return outline;
}
