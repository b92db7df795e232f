// What a document must be before the diff walks it, each problem named by file and JSON pointer (exit 2): a
// tree no deeper than the comparison can recurse, without the cycles YAML anchors can make, without
// references that only lead to each other, without schemas that contain themselves through applicators alone.
// Path templates and path parameters that do not name each other are read, with a warning.
import type { OperationEntry } from '@ausd/contract-model/model';
import { jsonPointer, pointerSegments } from '@ausd/contract-model/pointer';
import { ContractInputError } from './input-error.js';

/** Far beyond any real contract (this one nests 20 deep), far below what the recursive walks can take. */
export const maxDepth = 256;

type Node = Record<string, unknown> | unknown[];
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Depth and YAML-anchor cycles, checked without recursion so that a 100,000-deep document is refused, not a crash. */
export function checkTree(document: unknown, file: string): void {
  const onPath = new Set<unknown>();
  const stack: { node: Node; keys: string[]; next: number }[] = [];
  /** The key that led to each node of the stack but the first: a pointer only for a message. */
  const path: string[] = [];
  const enter = (node: Node) => {
    if (onPath.has(node)) {
      throw new ContractInputError(
        `${file}#${jsonPointer(...path)}: the document contains itself (a YAML alias of an enclosing anchor)`,
      );
    }
    if (path.length > maxDepth) {
      throw new ContractInputError(
        `${file}#${jsonPointer(...path.slice(0, 8))}/…: nested more than ${maxDepth} levels deep`,
      );
    }
    onPath.add(node);
    stack.push({ node, keys: Object.keys(node), next: 0 });
  };
  if (isNode(document)) enter(document);
  while (stack.length > 0) {
    const top = stack.at(-1)!;
    if (top.next === top.keys.length) {
      onPath.delete(top.node);
      stack.pop();
      path.pop();
      continue;
    }
    const key = top.keys[top.next++]!;
    const child = (top.node as Record<string, unknown>)[key];
    if (isNode(child)) {
      path.push(key);
      enter(child);
    }
  }
}

const at = (document: unknown, pointer: string): unknown => {
  let node = document;
  for (const segment of pointerSegments(pointer))
    node = isNode(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
};
const refOf = (node: unknown): string | undefined =>
  isNode(node) && typeof (node as { $ref?: unknown }).$ref === 'string' ? (node as { $ref: string }).$ref : undefined;

/** Keywords whose subschemas apply to the same instance: a cycle through them alone never ends. */
const sameInstance = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas'] as const;

/**
 * Reference chains that end in another reference forever (`A: {$ref: B}`, `B: {$ref: A}`), and component
 * schemas that reach themselves through same-instance applicators only (`A: {oneOf: [{$ref: A}]}`): a
 * validator recurses on them without consuming any input.
 */
export function checkSelfReference(document: unknown, file: string): void {
  const schemas = (at(document, '/components/schemas') ?? {}) as Record<string, unknown>;
  const sameInstanceRefs = (schema: unknown, pointer: string): { ref: string; pointer: string }[] => {
    const found: { ref: string; pointer: string }[] = [];
    const visit = (node: unknown, where: string) => {
      if (!isNode(node) || Array.isArray(node)) return;
      const ref = refOf(node);
      if (ref !== undefined) found.push({ ref, pointer: `${where}/$ref` });
      for (const keyword of sameInstance) {
        const value = (node as Record<string, unknown>)[keyword];
        if (!isNode(value)) continue;
        if (Array.isArray(value)) value.forEach((part, i) => visit(part, `${where}/${keyword}/${i}`));
        else if (keyword === 'dependentSchemas')
          for (const [name, part] of Object.entries(value)) visit(part, `${where}${jsonPointer(keyword, name)}`);
        else visit(value, `${where}/${keyword}`);
      }
    };
    visit(schema, pointer);
    return found;
  };
  const state = new Map<string, 'open' | 'done'>();
  const walk = (pointer: string, via: string): void => {
    if (state.get(pointer) === 'done') return;
    if (state.get(pointer) === 'open') {
      throw new ContractInputError(
        `${file}#${via}: schema ${pointer} contains itself through $ref, allOf, anyOf or oneOf alone ` +
          '(no property or item in between), so no value can be checked against it',
      );
    }
    state.set(pointer, 'open');
    for (const edge of sameInstanceRefs(at(document, pointer), pointer)) {
      if (edge.ref.startsWith('#/components/schemas/')) walk(edge.ref.slice(1), edge.pointer);
    }
    state.set(pointer, 'done');
  };
  for (const name of Object.keys(schemas)) walk(jsonPointer('components', 'schemas', name), '');

  // Reference chains anywhere else (responses, parameters, …): a chain found to end is not followed again, and
  // the path is kept in one array, made a pointer only for a message.
  const ending = new Set<string>();
  const path: (string | number)[] = [];
  const chainVisit = (node: object): void => {
    const first = refOf(node);
    if (first !== undefined && !ending.has(first)) {
      let ref: string | undefined = first;
      const seen = new Set<string>();
      while (ref !== undefined && ref.startsWith('#')) {
        if (seen.has(ref)) {
          throw new ContractInputError(
            `${file}#${jsonPointer(...path, '$ref')}: reference '${ref}' leads back to itself`,
          );
        }
        seen.add(ref);
        ref = refOf(at(document, ref));
      }
      ending.add(first);
    }
    for (const [key, value] of Object.entries(node)) {
      if (!isNode(value)) continue;
      path.push(key);
      chainVisit(value);
      path.pop();
    }
  };
  if (isNode(document)) chainVisit(document);
}

const templateNames = (path: string): string[] => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');

/**
 * Path templates and path parameters that do not name each other: readable (the operation is still paired by its
 * path's shape, the parameter by its name), so each is handed to `tolerate` as a warning.
 */
export function checkPathParameters(
  operations: readonly OperationEntry[],
  tolerate: (pointer: string, message: string) => void,
): void {
  for (const operation of operations) {
    const names = templateNames(operation.path);
    const declared = operation.parameters.filter((parameter) => parameter.value.in === 'path');
    for (const parameter of declared) {
      if (!names.includes(parameter.value.name)) {
        tolerate(
          parameter.pointer,
          `path parameter '${parameter.value.name}' is not in the template ${operation.path}`,
        );
      }
    }
    for (const name of names) {
      if (!declared.some((parameter) => parameter.value.name === name)) {
        tolerate(
          operation.pointer,
          `the template ${operation.path} names {${name}}, but the operation declares no path parameter '${name}'`,
        );
      }
    }
  }
}
