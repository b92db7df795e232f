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

/**
 * How a `$ref` splits, as the bundler (@redocly/openapi-core) reads it, for every reader of the split contract: the
 * file is everything before the first `#/`, taken literally (never percent-decoded); the pointer is the rest, each
 * segment unescaped (`~1`, `~0`) and then percent-decoded.
 */
export function splitReference(ref: string): { file: string; pointer: string[] } {
  const at = ref.indexOf('#/');
  const file = at === -1 ? ref : ref.slice(0, at);
  const segments = at === -1 ? [] : ref.slice(at + 2).split('/');
  return {
    file: file.endsWith('#') ? file.slice(0, -1) : file,
    pointer: segments
      .map((segment) => {
        const unescaped = segment.replaceAll('~1', '/').replaceAll('~0', '~');
        try {
          return decodeURIComponent(unescaped);
        } catch {
          return unescaped;
        }
      })
      .filter((segment) => segment !== ''),
  };
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
