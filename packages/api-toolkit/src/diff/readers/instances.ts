// What a schema says of the instances it accepts, told apart from what it only says about them (annotations): an
// edit of annotations alone changes no valid instance, so the rules read schemas through this reader.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference } from '@ausd/contract-model/model';
import { sameCanonical } from '../canonical.js';
import type { Contract } from '../contract.js';
import { admits, alternativesOf, typeSet } from '../schema.js';

type Node = SchemaObject | ReferenceObject | boolean;

/**
 * Keywords no validator consults (JSON Schema's annotation vocabulary, OpenAPI's `xml` and `externalDocs`).
 * `readOnly`/`writeOnly` are left out: OpenAPI gives them a meaning for requests and responses.
 */
const annotations = new Set([
  'title',
  'description',
  '$comment',
  'example',
  'examples',
  'default',
  'deprecated',
  'xml',
  'externalDocs',
]);

export const isAnnotation = (keyword: string): boolean => annotations.has(keyword);

/** A schema that accepts every instance and says only annotations: `true`, `{}`, `{description: …}`. */
export function isAnnotationOnly(node: unknown): boolean {
  if (node === true) return true;
  if (typeof node !== 'object' || node === null || isReference(node as Node)) return false;
  return Object.keys(node).every(isAnnotation);
}

/**
 * The one `allOf` part that constrains instances, when a schema is nothing else (`allOf: [X, {description}]`
 * beside annotations alone): such a schema accepts exactly what that part accepts.
 */
export function solePart(node: Node): { part: SchemaObject | ReferenceObject; index: number } | undefined {
  if (typeof node !== 'object' || isReference(node) || !Array.isArray(node.allOf)) return undefined;
  if (!Object.keys(node).every((key) => key === 'allOf' || isAnnotation(key))) return undefined;
  const constraining = node.allOf.flatMap((part, index) => (isAnnotationOnly(part) ? [] : [{ part, index }]));
  return constraining.length === 1 ? constraining[0] : undefined;
}

/** The JSON type each type-specific keyword applies to: vacuous for an instance of any other type. */
const appliesTo: Record<string, string> = {
  minLength: 'string',
  maxLength: 'string',
  pattern: 'string',
  minimum: 'number',
  maximum: 'number',
  exclusiveMinimum: 'number',
  exclusiveMaximum: 'number',
  multipleOf: 'number',
  items: 'array',
  minItems: 'array',
  maxItems: 'array',
  uniqueItems: 'array',
  properties: 'object',
  required: 'object',
  additionalProperties: 'object',
  minProperties: 'object',
  maxProperties: 'object',
};
const lowerBounds = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties']);
const upperBounds = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties']);
const sameValue = new Set(['pattern', 'format', 'contentMediaType', 'contentEncoding']);

/** The size a bound keyword measures of a value of its type (`maxLength` the length of a string, …). */
const measurable = (keyword: string, value: unknown) => {
  const type = appliesTo[keyword];
  if (type === 'string') return typeof value === 'string';
  if (type === 'number') return typeof value === 'number';
  if (type === 'array') return Array.isArray(value);
  return typeof value === 'object' && value !== null && !Array.isArray(value);
};
const measure = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string'
      ? [...value].length
      : Array.isArray(value)
        ? value.length
        : Object.keys(value as object).length;

/** Deep enough for any schema the contracts hold; a deeper one is answered "not provably", never wrongly. */
const maxDepth = 32;

/**
 * Whether every instance `narrow` accepts is accepted by `wide`, both read in `contract`. Conservative: true only
 * when each keyword of `wide` is provably implied by `narrow` (every keyword is a further constraint, so what
 * `narrow` adds only narrows it); a keyword it cannot reason about answers false.
 */
export function acceptsAllOf(contract: Contract, wide: Node, narrow: Node, depth = 0): boolean {
  if (depth > maxDepth) return false;
  if (wide === true || isAnnotationOnly(wide) || narrow === false) return true;
  if (wide === false || narrow === true) return false;
  if (isReference(wide) && isReference(narrow) && wide.$ref === narrow.$ref) return true;
  const w = contract.resolve<SchemaObject>(wide);
  const n = contract.resolve<SchemaObject>(narrow);
  if (w === n) return true;
  const within = (a: Node, b: Node) => acceptsAllOf(contract, a, b, depth + 1);
  // A union narrow accepts only what one of its alternatives does; an allOf narrow only what each part does.
  const alternatives = alternativesOf(n);
  if (alternatives?.every((alternative) => within(w, alternative))) return true;
  if (n.allOf?.some((part) => within(w, part))) return true;
  const openapi30 = contract.document.openapi.startsWith('3.0');
  const narrowTypes = typeSet(n, (s) => contract.resolve<SchemaObject>(s), openapi30);
  const vacuous = (keyword: string) => {
    const type = appliesTo[keyword];
    if (type === undefined || narrowTypes === undefined) return false;
    return ![...narrowTypes].some((t) => t === type || (type === 'number' && t === 'integer'));
  };
  const values = n.const !== undefined ? [n.const] : Array.isArray(n.enum) ? n.enum : undefined;
  return Object.keys(w).every((keyword) => {
    if (isAnnotation(keyword) || vacuous(keyword)) return true;
    const a = (w as Record<string, unknown>)[keyword];
    const b = (n as Record<string, unknown>)[keyword];
    if (keyword === 'type' || keyword === 'nullable') {
      const wideTypes = typeSet(w, (s) => contract.resolve<SchemaObject>(s), openapi30);
      return (
        wideTypes !== undefined && narrowTypes !== undefined && [...narrowTypes].every((t) => admits(wideTypes, t))
      );
    }
    if (keyword === 'enum' || keyword === 'const') {
      const allowed = keyword === 'const' ? [a] : (a as unknown[]);
      return values !== undefined && values.every((value) => allowed.some((known) => sameCanonical(known, value)));
    }
    if (lowerBounds.has(keyword) || upperBounds.has(keyword)) {
      const inside = (x: number) =>
        keyword.startsWith('exclusiveM')
          ? lowerBounds.has(keyword)
            ? x > (a as number)
            : x < (a as number)
          : lowerBounds.has(keyword)
            ? x >= (a as number)
            : x <= (a as number);
      if (typeof b === 'number') return b === a || inside(b);
      // Enumerated values are measured one by one (a value of another type is not constrained by the keyword).
      return values !== undefined && values.every((value) => !measurable(keyword, value) || inside(measure(value)));
    }
    if (sameValue.has(keyword)) return b === a;
    if (keyword === 'multipleOf') return typeof b === 'number' && Number.isInteger(b / (a as number));
    if (keyword === 'uniqueItems') return a !== true || b === true;
    if (keyword === 'required') return (a as string[]).every((name) => n.required?.includes(name));
    if (keyword === 'items') return b !== undefined && within(a as Node, b as Node);
    if (keyword === 'allOf') return (a as Node[]).every((part) => within(part, n));
    if (keyword === 'anyOf') return (a as Node[]).some((alternative) => within(alternative, n));
    if (keyword === 'properties') {
      const closed = n.additionalProperties === false;
      return Object.entries(a as Record<string, Node>).every(([name, property]) => {
        const own = n.properties?.[name];
        return own !== undefined ? within(property, own) : closed;
      });
    }
    if (keyword === 'additionalProperties') {
      const listed = Object.keys(w.properties ?? {});
      const extra = Object.entries(n.properties ?? {}).filter(([name]) => !listed.includes(name));
      const rest = n.additionalProperties ?? true;
      return extra.every(([, property]) => within(a as Node, property)) && within(a as Node, rest);
    }
    return false;
  });
}
