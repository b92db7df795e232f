// RFC 6901 JSON pointers: how the pipeline names a place in the contract when it reports a problem.

export function jsonPointer(...segments: (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

export function pointerSegments(pointer: string): string[] {
  const path = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
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
