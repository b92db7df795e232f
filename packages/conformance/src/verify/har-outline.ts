// The outline of a HAR document without parsing it whole: where each of `log.entries` is in the text, and the small
// members of `log` verify reads. Each entry is then parsed alone, so memory holds one entry's objects and what verify
// keeps, never the whole document's (a 51 MB recording parsed whole took 1.8 GB; 198 MB exhausted the heap).

/** The text is not JSON; `position` is where reading stopped. */
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

class Scanner {
  constructor(
    private readonly text: string,
    public at = 0,
  ) {}

  fail(what: string): never {
    const found = this.at < this.text.length ? `'${this.text[this.at]}'` : 'the end';
    throw new OutlineError(`${what} expected at position ${this.at}, found ${found}`);
  }

  skipWhitespace(): void {
    while (WHITESPACE.has(this.text.charCodeAt(this.at))) this.at++;
  }

  peek(): string {
    this.skipWhitespace();
    return this.text[this.at] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`'${char}'`);
    this.at++;
  }

  /** A string, unescaped; the scanner after its closing quote. */
  string(): string {
    const start = this.skipString();
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  /** Skips a string; returns where it started. */
  skipString(): number {
    if (this.peek() !== '"') this.fail('a string');
    const start = this.at++;
    for (;;) {
      const next = this.text.indexOf('"', this.at);
      if (next === -1) this.fail('the end of a string');
      let backslashes = 0;
      while (this.text[next - 1 - backslashes] === '\\') backslashes++;
      this.at = next + 1;
      if (backslashes % 2 === 0) return start;
    }
  }

  /** Skips one value; returns where it started. Objects and lists are matched by depth, strings skipped whole. */
  skipValue(): number {
    const start = (this.skipWhitespace(), this.at);
    const first = this.text[this.at];
    if (first === '"') return this.skipString();
    if (first !== '{' && first !== '[') {
      const token = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(this.text.slice(this.at, this.at + 64))?.[0];
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

/** The outline of `text`; more than `maxEntries` entries throws `tooMany` before any entry is parsed. */
export function harOutline(text: string, maxEntries: number, tooMany: (max: number) => Error): HarOutline {
  const scanner = new Scanner(text);
  const outline: HarOutline = {};
  const parsed = () => JSON.parse(text.slice(scanner.skipValue(), scanner.at)) as unknown;
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
