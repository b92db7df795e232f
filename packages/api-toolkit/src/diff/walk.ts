// Walks two schemas side by side and hands every pair of places to `visit`: properties, items and every other
// JSON Schema 2020-12 applicator (allOf parts, union alternatives, if/then/else, dependentSchemas,
// patternProperties, prefixItems, contains, propertyNames, contentSchema, unevaluated*), `not` with the
// direction reversed. Keywords beside a `$ref` apply together with it (3.1): when both sides reference, the
// siblings are compared at the referencing place and the referenced schemas at their own; when one side only
// references, its siblings are laid over the referenced schema. A side that references R where the other wraps
// R in allOf/oneOf/anyOf is read as that wrapper of R alone, so the parts or alternatives around R are what
// changed; so is an inline schema that the other side lists as one alternative of a union (`oneOf: [it, null]`).
// `unevaluatedProperties: false` closes the object for the schemas it evaluates (allOf parts, alternatives,
// then/else, and the schema a sibling `$ref` names): `closed` carries that down. A place already walked
// completely, from this operation or another, is not walked again (subtrees.ts).
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference } from '@ausd/contract-model/model';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { sameCanonical } from './canonical.js';
import type { Change, MatchedOperation, SchemaPair } from './rule.js';
import { alternativeKeys, pairAlternatives } from './alternatives.js';
import { alternativesOf, enumShape, isClosedObject, type Schema } from './schema.js';
import { type Reach, type Subtrees, union } from './subtrees.js';
import { isAnnotationOnly, solePart } from './readers/instances.js';

type Node = SchemaObject | ReferenceObject | boolean;
type Direction = SchemaPair['direction'];

interface Context {
  direction: Direction;
  /** Closed by an enclosing `unevaluatedProperties: false`, per side. */
  baseClosed: boolean;
  headClosed: boolean;
  /** A parameter's value or list item: text on the wire (SchemaPair.text). */
  text?: boolean;
}

const flip = (direction: Direction): Direction => (direction === 'request' ? 'response' : 'request');

/** A boolean schema as an object schema: `true` accepts anything, `false` nothing. */
const asObject = (node: Node): SchemaObject | ReferenceObject =>
  node === true ? {} : node === false ? { not: {} } : node;

const record = (schema: Schema, keyword: string) =>
  (schema as Record<string, unknown>)[keyword] as Record<string, Node> | undefined;

const at = (pointer: string, ...segments: (string | number)[]) => `${pointer}${jsonPointer(...segments)}`;

/** Whether a `$ref` has keywords beside it; asked of every reference the walk meets, so without copying. */
function hasSiblings(node: ReferenceObject): boolean {
  for (const key in node) if (key !== '$ref') return true;
  return false;
}

/** The keywords beside a `$ref`, or undefined when there are none. */
function siblings(node: ReferenceObject): Schema | undefined {
  if (!hasSiblings(node)) return undefined;
  const { $ref: _ref, ...rest } = node as ReferenceObject & Record<string, unknown>;
  return rest as Schema;
}

const compositions = ['allOf', 'oneOf', 'anyOf'] as const;

/** The composition keyword of `node` that lists a `$ref` to `ref` among its parts, if any. */
function wrapperOf(node: SchemaObject | ReferenceObject, ref: string) {
  if (isReference(node)) return undefined;
  return compositions.find((keyword) => node[keyword]?.some((part) => isReference(part) && part.$ref === ref));
}

/**
 * The union keyword of `node` when one of its alternatives is `inline` by the identity alternatives.ts gives an
 * inline alternative (`oneOf: [the same object, null]`): `inline` is then read as that union of itself alone. An
 * open enum is left whole: the enum rules compare it with a closed one.
 */
function unionAround(node: SchemaObject | ReferenceObject, inline: SchemaObject | ReferenceObject) {
  if (isReference(node) || isReference(inline)) return undefined;
  const keyword = node.oneOf ? 'oneOf' : node.anyOf ? 'anyOf' : undefined;
  if (keyword === undefined || alternativesOf(inline) !== undefined || enumShape(node)?.open) return undefined;
  const [key] = alternativeKeys({ [keyword]: [inline], discriminator: node.discriminator }).keys;
  return alternativeKeys(node).keys.includes(key!) ? keyword : undefined;
}

/** An identity for the parts of a composition: the component a part references, else its position. */
const partKey = (part: Node, index: number) => (isReference(part) ? part.$ref : `#${index}`);

/** Pairs the parts of two lists by component (the allOf parts and the alternatives stay apart). */
export function pairParts(base: readonly Node[], head: readonly Node[]): { base: number[]; head: number[] }[] {
  const pairs: { base: number[]; head: number[] }[] = [];
  const baseKeys = base.map(partKey);
  head.forEach((part, i) => {
    const j = baseKeys.indexOf(partKey(part, i));
    if (j !== -1) pairs.push({ base: [j], head: [i] });
  });
  return pairs;
}

/**
 * allOf parts by the component they reference, then the inline ones left on both sides by position: those that
 * constrain instances among themselves, those holding only annotations among themselves.
 */
function pairAllOf(base: readonly Node[], head: readonly Node[]): [number, number][] {
  if (base.length === 0 || head.length === 0) return [];
  const byComponent: [number, number][] = pairParts(base, head).map((p) => [p.base[0]!, p.head[0]!]);
  const basePaired = new Set(byComponent.map(([i]) => i));
  const headPaired = new Set(byComponent.map(([, j]) => j));
  for (const annotations of [false, true]) {
    const inline = (parts: readonly Node[], paired: Set<number>) =>
      parts
        .map((_, i) => i)
        .filter((i) => !paired.has(i) && !isReference(parts[i]) && isAnnotationOnly(parts[i]) === annotations);
    const inlineBase = inline(base, basePaired);
    const inlineHead = inline(head, headPaired);
    for (let k = 0; k < Math.min(inlineBase.length, inlineHead.length); k++)
      byComponent.push([inlineBase[k]!, inlineHead[k]!]);
  }
  return byComponent;
}

/**
 * Every change found at every schema pair below `start`: `visit` returns the changes at one pair. `subtrees`
 * holds what earlier walks of the same comparison found, and receives what this one finds.
 */
export function walkSchemas(
  pair: MatchedOperation,
  direction: Direction,
  errorResponse: boolean,
  start: { base: Node; head: Node; basePointer: string; headPointer: string; text?: boolean },
  visit: (pair: SchemaPair) => readonly Change[],
  subtrees: Subtrees,
): ReadonlySet<Change> {
  const resolve = (side: 'base' | 'head', node: SchemaObject | ReferenceObject, pointer: string): Schema => {
    const contract = pair[side];
    if (!isReference(node)) return node;
    const target = asObject(contract.resolve<SchemaObject>(node, pointer) as Node) as Schema;
    const extra = siblings(node);
    return extra ? { ...target, ...extra } : target;
  };

  const walk = (baseNode: Node, headNode: Node, bp: string, hp: string, context: Context): Reach => {
    let base = asObject(baseNode);
    let head = asObject(headNode);
    if (isReference(base) && !isReference(head)) {
      const keyword = hasSiblings(base) ? undefined : wrapperOf(head, base.$ref);
      if (keyword) base = { [keyword]: [base] };
    } else if (isReference(head) && !isReference(base)) {
      const keyword = hasSiblings(head) ? undefined : wrapperOf(base, head.$ref);
      if (keyword) head = { [keyword]: [head] };
    }
    if (isReference(base) && isReference(head)) {
      const baseExtra = siblings(base);
      const headExtra = siblings(head);
      if (baseExtra || headExtra) {
        const beside = walk(baseExtra ?? {}, headExtra ?? {}, bp, hp, context);
        const referenced = walk({ $ref: base.$ref }, { $ref: head.$ref }, bp, hp, {
          ...context,
          baseClosed: context.baseClosed || baseExtra?.unevaluatedProperties === false,
          headClosed: context.headClosed || headExtra?.unevaluatedProperties === false,
        });
        return union(beside, referenced);
      }
    }

    const basePointer = isReference(base) && !hasSiblings(base) ? base.$ref.slice(1) : bp;
    const headPointer = isReference(head) && !hasSiblings(head) ? head.$ref.slice(1) : hp;
    const key = [
      basePointer,
      headPointer,
      context.direction,
      errorResponse,
      context.baseClosed,
      context.headClosed,
      pair.webhook === true,
      context.text === true,
    ].join(' ');
    const reached = subtrees.reached(key);
    if (reached) return reached;
    let baseSchema = resolve('base', base, bp);
    let headSchema = resolve('head', head, hp);
    // `allOf: [X, {description}]` accepts what X does: compared with a side that is not an allOf, it is X.
    const headSole = baseSchema.allOf ? undefined : solePart(headSchema);
    if (headSole) return walk(base, headSole.part, bp, at(headPointer, 'allOf', headSole.index), context);
    const baseSole = headSchema.allOf ? undefined : solePart(baseSchema);
    if (baseSole) return walk(baseSole.part, head, at(basePointer, 'allOf', baseSole.index), hp, context);
    const baseKeyword = unionAround(headSchema, baseSchema);
    const headKeyword = baseKeyword ? undefined : unionAround(baseSchema, headSchema);
    if (baseKeyword) baseSchema = { [baseKeyword]: [baseSchema] };
    if (headKeyword) headSchema = { [headKeyword]: [headSchema] };
    const frame = subtrees.enter(
      key,
      visit({
        ...pair,
        direction: context.direction,
        errorResponse,
        baseSchema,
        headSchema,
        basePointer,
        headPointer,
        baseClosed: context.baseClosed || isClosedObject(baseSchema, pair.base),
        headClosed: context.headClosed || isClosedObject(headSchema, pair.head),
        ...(context.text ? { text: true } : {}),
      }),
    );
    if (enumShape(baseSchema)?.open && enumShape(headSchema)?.open) return subtrees.leave(frame);

    const below = (reach: Reach) => subtrees.include(frame, reach);
    const child = (b: Node, h: Node, segments: (string | number)[], next: Context) =>
      below(walk(b, h, at(basePointer, ...segments), at(headPointer, ...segments), next));
    const open: Context = { direction: context.direction, baseClosed: false, headClosed: false };
    /** Subschemas of the same instance see the closing `unevaluatedProperties: false` of their parent. */
    const same: Context = {
      ...context,
      baseClosed: context.baseClosed || baseSchema.unevaluatedProperties === false,
      headClosed: context.headClosed || headSchema.unevaluatedProperties === false,
    };

    for (const keyword of ['properties', 'patternProperties', 'dependentSchemas'] as const) {
      const before = record(baseSchema, keyword) ?? {};
      const after = record(headSchema, keyword) ?? {};
      // Keys, not Object.entries: on a frozen object entries take V8's slow path, several times slower.
      for (const name of Object.keys(after)) {
        const match = before[name];
        if (match !== undefined)
          child(match, after[name]!, [keyword, name], keyword === 'dependentSchemas' ? same : open);
      }
    }
    const single = [
      'items',
      'additionalProperties',
      'contains',
      'propertyNames',
      'contentSchema',
      'unevaluatedItems',
      'unevaluatedProperties',
    ] as const;
    for (const keyword of single) {
      const b = (baseSchema as Record<string, unknown>)[keyword] as Node | undefined;
      const h = (headSchema as Record<string, unknown>)[keyword] as Node | undefined;
      // A list parameter's items are text as the parameter is.
      const next = keyword === 'items' && context.text ? { ...open, text: true } : open;
      if (typeof b === 'object' && typeof h === 'object') child(b, h, [keyword], next);
    }
    if (typeof baseSchema.not === 'object' && typeof headSchema.not === 'object') {
      child(baseSchema.not, headSchema.not, ['not'], { ...open, direction: flip(context.direction) });
    }
    // `if` is a condition, compared whole by the constraint rules; its branches constrain the same instance.
    const sameCondition = () => sameCanonical(baseSchema.if ?? null, headSchema.if ?? null);
    for (const keyword of ['then', 'else'] as const) {
      const b = baseSchema[keyword] as Node | undefined;
      const h = headSchema[keyword] as Node | undefined;
      if (b !== undefined && h !== undefined && sameCondition()) child(b, h, [keyword], same);
    }
    const baseItems = (baseSchema.prefixItems ?? []) as Node[];
    const headItems = (headSchema.prefixItems ?? []) as Node[];
    for (let i = 0; i < Math.min(baseItems.length, headItems.length); i++) {
      child(baseItems[i]!, headItems[i]!, ['prefixItems', i], open);
    }
    const baseParts = (baseSchema.allOf ?? []) as Node[];
    const headParts = (headSchema.allOf ?? []) as Node[];
    for (const [i, j] of pairAllOf(baseParts, headParts)) {
      below(walk(baseParts[i]!, headParts[j]!, at(basePointer, 'allOf', i), at(headPointer, 'allOf', j), same));
    }

    const baseAlternatives = alternativesOf(baseSchema);
    const headAlternatives = alternativesOf(headSchema);
    if (baseAlternatives && headAlternatives) {
      const bk = baseSchema.oneOf ? 'oneOf' : 'anyOf';
      const hk = headSchema.oneOf ? 'oneOf' : 'anyOf';
      for (const [i, j] of pairAlternatives(baseSchema, headSchema)) {
        // A wrapped inline schema keeps its own place.
        const bpi = baseKeyword ? basePointer : at(basePointer, bk, i);
        const hpj = headKeyword ? headPointer : at(headPointer, hk, j);
        below(walk(baseAlternatives[i]!, headAlternatives[j]!, bpi, hpj, same));
      }
    }
    return subtrees.leave(frame);
  };
  return walk(start.base, start.head, start.basePointer, start.headPointer, {
    direction,
    baseClosed: false,
    headClosed: false,
    ...(start.text ? { text: true } : {}),
  }).changes;
}
