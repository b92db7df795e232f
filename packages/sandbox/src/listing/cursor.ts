// Opaque keyset cursors: the sort key of the last row of a page (timestamp and id) and the list they
// belong to, base64url-encoded. The next page seeks past that key through the listing index, so every page
// costs the same however deep it is.
import { invalidField } from '../core/problem.js';

export interface Position {
  at: string;
  id: string;
}

export function encodeCursor(list: string, position: Position): string {
  return Buffer.from(JSON.stringify([list, position.at, position.id])).toString('base64url');
}

export function decodeCursor(list: string, cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 3 &&
      decoded[0] === list &&
      typeof decoded[1] === 'string' &&
      typeof decoded[2] === 'string' &&
      // A forged cursor's NUL would reach PostgreSQL, which cannot hold it in text.
      !`${decoded[1]}${decoded[2]}`.includes('\0')
    ) {
      return { at: decoded[1], id: decoded[2] };
    }
  } catch {
    // falls through to the error below
  }
  throw invalidField('cursor', 'The cursor is not one this list returned; pass nextCursor verbatim.');
}

/** Splits `limit + 1` fetched rows into a page and the cursor of the following one. */
export function toPage<Row extends { id: string }, Item>(
  rows: Row[],
  limit: number,
  list: string,
  positionOf: (row: Row) => Position,
  toItem: (row: Row) => Item,
): { data: Item[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(toItem),
    nextCursor: more && last !== undefined ? encodeCursor(list, positionOf(last)) : null,
  };
}
