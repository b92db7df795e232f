// What a schema pair accepts less (narrowed) and more (widened), keyword by keyword: bounds, exact keywords,
// patterns (decided on automata, diff/pattern.ts), enums appearing or going, and the applicators of JSON
// Schema 2020-12 appearing or going (an added allOf part, `then`, `contains`, `dependentRequired` entry, …
// constrains more; a removed one less). Subschemas present on both sides are compared by the walk itself.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference } from '@ausd/contract-model/model';
import { sameCanonical } from '../canonical.js';
import { type PatternRelation, patternRelation } from '../pattern.js';
import type { Contract } from '../contract.js';
import type { SchemaPair } from '../rule.js';
import { enumShape, formatValues, type Schema } from '../schema.js';
import { pairParts } from '../walk.js';
import { perPair } from './per-pair.js';
import { acceptsAllOf, isAnnotationOnly } from './instances.js';

const counts = [
  'maxLength',
  'maxItems',
  'maxProperties',
  'maxContains',
  'minLength',
  'minItems',
  'minProperties',
  'minContains',
] as const;
/** Keywords whose change cannot be ordered: any change both narrows and widens. */
const exact = ['format', 'multipleOf', 'contentMediaType', 'contentEncoding'] as const;
/** Subschemas whose appearance constrains the instance (`false` values of the object keywords are closure, elsewhere). */
const applicators = [
  'not',
  'then',
  'else',
  'contains',
  'propertyNames',
  'contentSchema',
  'items',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
] as const;

interface Limit {
  value: number;
  exclusive: boolean;
}

/**
 * The two schemas of a pair. A schema states a few of the forty-odd keywords read here: `read` looks up only a
 * keyword one side states (an absent property is the slowest read of all on objects of so many shapes), and a
 * section whose keywords neither side states is skipped.
 */
type Node = SchemaObject | ReferenceObject | boolean;

interface Contracts {
  base: Contract;
  head: Contract;
}

interface Sides {
  base: Schema;
  head: Schema;
  states(keyword: string): boolean;
  read(schema: Schema, keyword: string): unknown;
}

/** What the pair accepts less and more, each as a short note in the order the sections below find them. */
interface Found {
  narrowed: string[];
  widened: string[];
}

const note = (keyword: string, before: unknown, after: unknown) =>
  `${keyword} ${String(before ?? 'none')} → ${String(after ?? 'none')}`;

function counted({ base, head, read }: Sides, { narrowed, widened }: Found): void {
  for (const keyword of counts) {
    const b = read(base, keyword) as number | undefined;
    const a = read(head, keyword) as number | undefined;
    if (b === a) continue;
    const upper = keyword.startsWith('max');
    const narrower = b === undefined || (a !== undefined && (upper ? a < b : a > b));
    (narrower ? narrowed : widened).push(note(keyword, b, a));
  }
}

type Side = 'upper' | 'lower';

/** Whether limit `a` admits fewer numbers than `b` on that side. */
const tighter = (a: Limit, b: Limit, side: Side) =>
  (side === 'upper' ? a.value < b.value : a.value > b.value) || (a.value === b.value && a.exclusive && !b.exclusive);

const shown = (limit: Limit | undefined, side: Side) =>
  limit === undefined
    ? 'none'
    : `${side === 'upper' ? (limit.exclusive ? '<' : '≤') : limit.exclusive ? '>' : '≥'} ${limit.value}`;

/**
 * The effective upper or lower limit of a number: the tighter of `maximum` and `exclusiveMaximum` (or the
 * minimums). OpenAPI 3.0's boolean `exclusiveMaximum: true` makes `maximum` exclusive.
 */
function limit(schema: Schema, side: Side, read: Sides['read']): Limit | undefined {
  const [inclusiveKey, exclusiveKey] =
    side === 'upper' ? ['maximum', 'exclusiveMaximum'] : ['minimum', 'exclusiveMinimum'];
  const inclusive = read(schema, inclusiveKey!);
  const exclusive = read(schema, exclusiveKey!);
  const found: Limit[] = [];
  if (typeof inclusive === 'number') found.push({ value: inclusive, exclusive: exclusive === true });
  if (typeof exclusive === 'number') found.push({ value: exclusive, exclusive: true });
  let best: Limit | undefined;
  for (const next of found) if (best === undefined || tighter(next, best, side)) best = next;
  return best;
}

function limits({ base, head, read }: Sides, { narrowed, widened }: Found): void {
  for (const side of ['upper', 'lower'] as const) {
    const b = limit(base, side, read);
    const a = limit(head, side, read);
    if (b?.value === a?.value && b?.exclusive === a?.exclusive) continue;
    const narrower = a !== undefined && (b === undefined || tighter(a, b, side));
    (narrower ? narrowed : widened).push(
      `${side === 'upper' ? 'maximum' : 'minimum'} ${shown(b, side)} → ${shown(a, side)}`,
    );
  }
}

function exactKeywords({ base, head, read }: Sides, { narrowed, widened }: Found): void {
  for (const keyword of exact) {
    const b = read(base, keyword);
    const a = read(head, keyword);
    if (b === a) continue;
    if (a !== undefined) narrowed.push(note(keyword, b, a));
    if (b !== undefined) widened.push(note(keyword, b, a));
  }
  const uniqueBefore = read(base, 'uniqueItems') === true;
  const uniqueAfter = read(head, 'uniqueItems') === true;
  if (uniqueBefore !== uniqueAfter)
    (uniqueAfter ? narrowed : widened).push(note('uniqueItems', uniqueBefore, uniqueAfter));
}

function pattern({ base, head, read }: Sides, { narrowed, widened }: Found): PatternRelation {
  const before = read(base, 'pattern') as string | undefined;
  const after = read(head, 'pattern') as string | undefined;
  const relation = patternRelation(before, after);
  const patternNote = () => note('pattern', before || undefined, after || undefined);
  if (relation === 'narrower' || relation === 'different') narrowed.push(patternNote());
  if (relation === 'wider' || relation === 'different') widened.push(patternNote());
  return relation;
}

/** An enum where any value was taken, or none where only some were. */
function enums({ base, head, states }: Sides, { narrowed, widened }: Found): void {
  if (!['enum', 'const', 'oneOf', 'anyOf'].some(states)) return;
  const enumBefore = enumShape(base);
  const enumAfter = enumShape(head);
  if (!enumBefore && enumAfter && !enumAfter.open) narrowed.push(`only ${formatValues(enumAfter.values)}`);
  if (enumBefore && !enumBefore.open && !enumAfter)
    widened.push(`any value, not only ${formatValues(enumBefore.values)}`);
}

/** An applicator that constrains: `true` allows anything, and `false` of an object keyword is closure (its own rules). */
const present = (value: unknown, keyword: string) =>
  value !== undefined && value !== true && !(value === false && keyword.endsWith('Properties'));

function applicatorsAppearing({ base, head, read }: Sides, { narrowed, widened }: Found): void {
  for (const keyword of applicators) {
    const b = present(read(base, keyword), keyword);
    const a = present(read(head, keyword), keyword);
    if (a && !b) narrowed.push(`${keyword} added`);
    if (b && !a) widened.push(`${keyword} removed`);
  }
}

function condition({ base, head, states }: Sides, { narrowed, widened }: Found): void {
  if (!states('if')) return;
  if ((base.if ?? head.if) && !sameCanonical(base.if ?? null, head.if ?? null)) {
    const branches = (schema: Schema) => schema.then !== undefined || schema.else !== undefined;
    if (branches(base) || branches(head)) {
      const change = 'the if condition changed';
      narrowed.push(change);
      widened.push(change);
    }
  }
}

/**
 * The referenced parts of one side not kept on the other that another kept part of the same side already implies:
 * they repeat what the rest require, so gaining or losing them changes no value.
 */
function impliedParts(contract: Contract, parts: readonly Node[], kept: ReadonlySet<number>): number {
  return parts.filter(
    (part, i) =>
      !kept.has(i) && isReference(part) && [...kept].some((j) => j !== i && acceptsAllOf(contract, part, parts[j]!)),
  ).length;
}

function allOfParts({ base, head, states }: Sides, contracts: Contracts, { narrowed, widened }: Found): void {
  if (!states('allOf')) return;
  // A part holding only annotations constrains nothing: it is no part for what is valid.
  const baseParts = (base.allOf ?? []).filter((part) => !isAnnotationOnly(part)) as Node[];
  const headParts = (head.allOf ?? []).filter((part) => !isAnnotationOnly(part)) as Node[];
  // Parts kept by the component they reference; inline ones are counted on each side (pairParts pairs those by
  // position too, and counting them twice would hide an added inline part).
  const paired = pairParts(baseParts, headParts).filter((p) => isReference(baseParts[p.base[0]!]));
  const kept = paired.length;
  const inlineCount = (parts: unknown[]) => parts.filter((part) => !isReference(part)).length;
  const keptBase = new Set(paired.map((p) => p.base[0]!));
  const keptHead = new Set(paired.map((p) => p.head[0]!));
  const addedParts =
    headParts.length -
    kept -
    Math.min(inlineCount(baseParts), inlineCount(headParts)) -
    impliedParts(contracts.head, headParts, keptHead);
  const removedParts =
    baseParts.length -
    kept -
    Math.min(inlineCount(baseParts), inlineCount(headParts)) -
    impliedParts(contracts.base, baseParts, keptBase);
  if (addedParts > 0) narrowed.push(`${addedParts} allOf part(s) added`);
  if (removedParts > 0) widened.push(`${removedParts} allOf part(s) removed`);
}

function dependentRequired({ base, head, states }: Sides, { narrowed, widened }: Found): void {
  if (!states('dependentRequired')) return;
  const dependents = (schema: Schema) =>
    Object.entries(schema.dependentRequired ?? {}).flatMap(([name, list]) => list.map((needed) => `${name}→${needed}`));
  const dependentsBefore = dependents(base);
  const dependentsAfter = dependents(head);
  const newDependents = dependentsAfter.filter((entry) => !dependentsBefore.includes(entry));
  const goneDependents = dependentsBefore.filter((entry) => !dependentsAfter.includes(entry));
  if (newDependents.length > 0) narrowed.push(`dependentRequired ${newDependents.join(', ')} added`);
  if (goneDependents.length > 0) widened.push(`dependentRequired ${goneDependents.join(', ')} removed`);
}

/** The names of a keyword's subschemas that appear or go. */
function keyed({ base, head, states }: Sides, keyword: 'dependentSchemas' | 'patternProperties') {
  if (!states(keyword)) return { added: [], removed: [] };
  const b = Object.keys(base[keyword] ?? {});
  const a = Object.keys(head[keyword] ?? {});
  return { added: a.filter((key) => !b.includes(key)), removed: b.filter((key) => !a.includes(key)) };
}

/** Named subschemas appearing or going; in a closed object a name pattern admits the names it matches. */
function keyedSchemas(sides: Sides, baseClosed: boolean, { narrowed, widened }: Found): void {
  const schemas = keyed(sides, 'dependentSchemas');
  if (schemas.added.length > 0) narrowed.push(`dependentSchemas ${schemas.added.join(', ')} added`);
  if (schemas.removed.length > 0) widened.push(`dependentSchemas ${schemas.removed.join(', ')} removed`);
  const patterns = keyed(sides, 'patternProperties');
  if (patterns.added.length > 0)
    (baseClosed ? widened : narrowed).push(`patternProperties ${patterns.added.join(', ')} added`);
  if (patterns.removed.length > 0)
    (baseClosed ? narrowed : widened).push(`patternProperties ${patterns.removed.join(', ')} removed`);
}

function prefixItems({ base, head, states }: Sides, { narrowed, widened }: Found): void {
  if (!states('prefixItems')) return;
  const prefixBefore = base.prefixItems?.length ?? 0;
  const prefixAfter = head.prefixItems?.length ?? 0;
  const itemsOf = (schema: Schema) => (schema as { items?: unknown }).items;
  const itemsClosed = itemsOf(head) === false || itemsOf(base) === false;
  if (prefixAfter > prefixBefore)
    (itemsClosed ? widened : narrowed).push(note('prefixItems', prefixBefore, prefixAfter));
  if (prefixAfter < prefixBefore)
    (itemsClosed ? narrowed : widened).push(note('prefixItems', prefixBefore, prefixAfter));
}

/** Three rules read it: narrowed, widened, and whether a pattern change is decided. */
export const constraintChanges = perPair(({ base, head, baseSchema, headSchema, baseClosed }: SchemaPair) => {
  const stated = new Set(Object.keys(baseSchema));
  for (const keyword of Object.keys(headSchema)) stated.add(keyword);
  const sides: Sides = {
    base: baseSchema,
    head: headSchema,
    states: (keyword) => stated.has(keyword),
    read: (schema, keyword) => (stated.has(keyword) ? (schema as Record<string, unknown>)[keyword] : undefined),
  };
  const found: Found = { narrowed: [], widened: [] };
  counted(sides, found);
  limits(sides, found);
  exactKeywords(sides, found);
  const relation = pattern(sides, found);
  enums(sides, found);
  applicatorsAppearing(sides, found);
  condition(sides, found);
  allOfParts(sides, { base, head }, found);
  dependentRequired(sides, found);
  keyedSchemas(sides, baseClosed, found);
  prefixItems(sides, found);
  return { ...found, patternUndecided: relation === 'undecided' };
});
