// A node of the contract with the file it was read from, so the `$ref`s inside it resolve relative to that file
// (the spec is split over files; the same rules also run on the bundle, where every ref is local).
import type { Referenced, UserContext } from '@redocly/openapi-core';

export interface Located<T> {
  node: T | undefined;
  /** The file the node was read from (absolute). */
  file: string;
  /** Where in `file` the node is, as a JSON pointer (empty when not known). */
  pointer: string;
}

export function at<T>(node: T | undefined, file: string, pointer = ''): Located<T> {
  return { node, file, pointer };
}

function isReference(node: unknown): node is { $ref: string } {
  return typeof node === 'object' && node !== null && typeof (node as { $ref?: unknown }).$ref === 'string';
}

/** Follows `$ref`s until a node that is not a reference; `pointer` is where the last one pointed. */
export function follow<T extends object>(target: Located<Referenced<T>>, ctx: UserContext): Located<T> {
  let current: Located<unknown> = target;
  for (let depth = 0; depth < 20 && isReference(current.node); depth += 1) {
    const { node, location } = ctx.resolve<object>(current.node, current.file);
    if (!location) return at<T>(undefined, current.file);
    current = at(node, location.source.absoluteRef, location.pointer);
  }
  return current as Located<T>;
}

/** True when `ref` (read in `file`) points at a schema named `name` (`#/Name` or `#/components/schemas/Name`). */
export function refersTo(ref: unknown, file: string, name: string, ctx: UserContext): boolean {
  if (!isReference(ref)) return false;
  return follow(at<object>(ref, file), ctx).pointer.split('/').at(-1) === name;
}
