// Parses the query string exactly as sent. Express's own parser (qs) would merge repeated parameters into
// arrays and turn dotted names into nested objects, hiding precisely what the query rules must see.
import type { Issue } from './types.js';

/** Every value a parameter name was sent with, in order; `?a` (no `=`) counts as an empty value. */
export type RawQuery = Map<string, string[]>;

export interface ParsedRawQuery {
  entries: RawQuery;
  /** The same values with their percent-encoding intact: a list splits on its literal commas only. */
  encoded: RawQuery;
  /** Names or values whose percent-encoding is broken. */
  issues: Issue[];
}

const EMPTY: ParsedRawQuery = { entries: new Map(), encoded: new Map(), issues: [] };

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
  const entries: RawQuery = new Map();
  const encoded: RawQuery = new Map();
  const issues: Issue[] = [];
  for (const part of search.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawName = equals === -1 ? part : part.slice(0, equals);
    const name = decodeComponent(rawName);
    const rawValue = equals === -1 ? '' : part.slice(equals + 1);
    const value = decodeComponent(rawValue);
    if (name === undefined || value === undefined) {
      issues.push({ field: name ?? rawName, message: 'is not valid percent-encoding' });
      continue;
    }
    const values = entries.get(name);
    if (values === undefined) {
      entries.set(name, [value]);
      encoded.set(name, [rawValue]);
    } else {
      values.push(value);
      encoded.get(name)!.push(rawValue);
    }
  }
  return { entries, encoded, issues };
}
