// Parses the query string exactly as sent. Express's own parser (qs) would merge repeated parameters into
// arrays and turn dotted names into nested objects, hiding precisely what the query rules must see.
import type { Issue } from './types.js';

/** One parameter name as sent. */
export interface SentParameter {
  name: string;
  /** Every value it was sent with, in order; `?a` (no `=`) counts as an empty value. */
  values: string[];
  /** The same values with their percent-encoding intact: a list splits on its literal commas only. */
  encoded: string[];
}

/** The parameters by name, in the order first sent: what the rules and the schema's input are read from. */
export type RawQuery = ReadonlyMap<string, SentParameter>;

export interface ParsedRawQuery {
  parameters: RawQuery;
  /** Names or values whose percent-encoding is broken. */
  issues: Issue[];
}

const EMPTY: ParsedRawQuery = { parameters: new Map(), issues: [] };

/** Texts longer than this are decoded by `decodeURIComponent` alone. */
const longestAsciiDecode = 1024;

/** The value of a hex digit's code, or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/**
 * `text` decoded when each of its escapes stands for an ASCII character (`%3A`), as most do in a query: read in
 * place, since `decodeURIComponent`, a call into the engine's runtime, costs a loaded server a microsecond a value.
 * Undefined for any other escape, which `decodeURIComponent` reads (UTF-8 sequences) or refuses.
 */
function decodeAsciiEscapes(text: string): string | undefined {
  // A value this long is rare, and its codes would be too many arguments for one call.
  if (text.length > longestAsciiDecode) return undefined;
  const codes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code === 0x25) {
      const high = hexValue(text.charCodeAt(index + 1));
      const low = hexValue(text.charCodeAt(index + 2));
      if (high < 0 || high > 7 || low < 0) return undefined;
      code = high * 16 + low;
      index += 2;
    } else if (code === 0x2b) code = 0x20;
    codes.push(code);
  }
  return String.fromCharCode(...codes);
}

/** A name or value as sent, decoded: `+` is a space; undefined when its percent-encoding is broken. */
export function decodeComponent(text: string): string | undefined {
  const plus = text.includes('+');
  if (!plus && !text.includes('%')) return text;
  const ascii = decodeAsciiEscapes(text);
  if (ascii !== undefined) return ascii;
  try {
    return decodeURIComponent(plus ? text.replace(/\+/g, ' ') : text);
  } catch {
    return undefined;
  }
}

export function parseRawQuery(search: string): ParsedRawQuery {
  if (search === '') return EMPTY;
  const parameters = new Map<string, SentParameter>();
  const issues: Issue[] = [];
  // Names and values are cut from the text where they stand: no list of parts, no part strings. The next `=` is
  // searched for once, not per part, so parts without one cost no rescan of the text after them.
  let equals = search.indexOf('=');
  for (let next = 0; next <= search.length;) {
    const start = next;
    const ampersand = search.indexOf('&', start);
    const end = ampersand === -1 ? search.length : ampersand;
    next = end + 1;
    if (start === end) continue;
    if (equals !== -1 && equals < start) equals = search.indexOf('=', start);
    const nameEnd = equals === -1 || equals > end ? end : equals;
    const rawName = search.slice(start, nameEnd);
    const rawValue = nameEnd === end ? '' : search.slice(nameEnd + 1, end);
    const name = decodeComponent(rawName);
    const value = decodeComponent(rawValue);
    if (name === undefined || value === undefined) {
      issues.push({ field: name ?? rawName, message: 'is not valid percent-encoding' });
      continue;
    }
    const sent = parameters.get(name);
    if (sent === undefined) {
      parameters.set(name, { name, values: [value], encoded: [rawValue] });
    } else {
      sent.values.push(value);
      sent.encoded.push(rawValue);
    }
  }
  return { parameters, issues };
}
