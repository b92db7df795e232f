// RFC 6901 JSON pointers: how the pipeline names a place in the contract when it reports a problem.

/**
 * One reference token: `~` and `/` escaped. Most names of a contract contain neither, and the diff builds a
 * pointer per schema it walks, so the plain case skips the two replacements.
 */
function escapeSegment(segment: string | number): string {
  const text = String(segment);
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** One reference token read back, percent-decoded first (a `$ref` is a URI fragment); plain tokens as they are. */
function unescapeSegment(segment: string): string {
  if (!segment.includes('~') && !segment.includes('%')) return segment;
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}

export function jsonPointer(...segments: (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${escapeSegment(segment)}`;
  return pointer;
}

export function pointerSegments(pointer: string): string[] {
  const path = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (path === '') return [];
  return path.slice(1).split('/').map(unescapeSegment);
}

/** A statement of the contract the generators cannot work with, located by file and JSON pointer. */
export class ContractError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly detail: string,
  ) {
    super(`${file}#${pointer}: ${detail}`);
    this.name = 'ContractError';
  }
}
