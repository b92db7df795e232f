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

export function decodeComponent(text: string): string | undefined {
  const plus = text.includes('+');
  if (!plus && !text.includes('%')) return text;
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
