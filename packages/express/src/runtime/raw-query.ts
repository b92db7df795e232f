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
