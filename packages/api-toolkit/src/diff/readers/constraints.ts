// What a schema pair accepts less (narrowed) and more (widened), keyword by keyword: bounds, exact keywords,
// patterns (decided on automata, diff/pattern.ts), enums appearing or going, and the applicators of JSON
// Schema 2020-12 appearing or going (an added allOf part, `then`, `contains`, `dependentRequired` entry, …
// constrains more; a removed one less). Subschemas present on both sides are compared by the walk itself.
import { sameCanonical } from '../canonical.js';
import { patternRelation } from '../pattern.js';
import type { SchemaPair } from '../rule.js';
import { enumShape, formatValues, type Schema } from '../schema.js';
import { pairParts } from '../walk.js';
import { perPair } from './per-pair.js';

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
 * The effective upper or lower limit of a number: the tighter of `maximum` and `exclusiveMaximum` (or the
 * minimums). OpenAPI 3.0's boolean `exclusiveMaximum: true` makes `maximum` exclusive.
 */
function limit(schema: Schema, side: 'upper' | 'lower'): Limit | undefined {
  const read = schema as Record<string, unknown>;
  const [inclusiveKey, exclusiveKey] =
    side === 'upper' ? ['maximum', 'exclusiveMaximum'] : ['minimum', 'exclusiveMinimum'];
  const inclusive = read[inclusiveKey!];
  const exclusive = read[exclusiveKey!];
  const found: Limit[] = [];
  if (typeof inclusive === 'number') found.push({ value: inclusive, exclusive: exclusive === true });
  if (typeof exclusive === 'number') found.push({ value: exclusive, exclusive: true });
  const tighter = (a: Limit, b: Limit) =>
    (side === 'upper' ? a.value < b.value : a.value > b.value) || (a.value === b.value && a.exclusive && !b.exclusive);
  return found.reduce<Limit | undefined>(
    (best, next) => (best === undefined || tighter(next, best) ? next : best),
    undefined,
  );
}

const present = (value: unknown, keyword: string) =>
  value !== undefined && value !== true && !(value === false && keyword.endsWith('Properties'));

/** Three rules read it: narrowed, widened, and whether a pattern change is decided. */
export const constraintChanges = perPair(({ baseSchema, headSchema, baseClosed }: SchemaPair) => {
  const narrowed: string[] = [];
  const widened: string[] = [];
  const note = (keyword: string, before: unknown, after: unknown) =>
    `${keyword} ${String(before ?? 'none')} → ${String(after ?? 'none')}`;

  // A schema states a few of the forty-odd keywords read here: a keyword neither side states is not looked up
  // (an absent property is the slowest read of all on objects of so many shapes).
  const stated = new Set(Object.keys(baseSchema));
  for (const keyword of Object.keys(headSchema)) stated.add(keyword);
  const read = (schema: Schema, keyword: string) =>
    stated.has(keyword) ? (schema as Record<string, unknown>)[keyword] : undefined;
  for (const keyword of counts) {
    const b = read(baseSchema, keyword) as number | undefined;
    const a = read(headSchema, keyword) as number | undefined;
    if (b === a) continue;
    const upper = keyword.startsWith('max');
    const narrower = b === undefined || (a !== undefined && (upper ? a < b : a > b));
    (narrower ? narrowed : widened).push(note(keyword, b, a));
  }
  for (const side of ['upper', 'lower'] as const) {
    const b = limit(baseSchema, side);
    const a = limit(headSchema, side);
    if (b?.value === a?.value && b?.exclusive === a?.exclusive) continue;
    const shown = (l: Limit | undefined) =>
      l === undefined ? 'none' : `${side === 'upper' ? (l.exclusive ? '<' : '≤') : l.exclusive ? '>' : '≥'} ${l.value}`;
    const tighter =
      a !== undefined &&
      (b === undefined ||
        (side === 'upper' ? a.value < b.value : a.value > b.value) ||
        (a.value === b.value && a.exclusive && !b.exclusive));
    (tighter ? narrowed : widened).push(`${side === 'upper' ? 'maximum' : 'minimum'} ${shown(b)} → ${shown(a)}`);
  }

  for (const keyword of exact) {
    const b = read(baseSchema, keyword);
    const a = read(headSchema, keyword);
    if (b === a) continue;
    if (a !== undefined) narrowed.push(note(keyword, b, a));
    if (b !== undefined) widened.push(note(keyword, b, a));
  }
  const uniqueBefore = baseSchema.uniqueItems === true;
  const uniqueAfter = headSchema.uniqueItems === true;
  if (uniqueBefore !== uniqueAfter)
    (uniqueAfter ? narrowed : widened).push(note('uniqueItems', uniqueBefore, uniqueAfter));

  const relation = patternRelation(baseSchema.pattern, headSchema.pattern);
  const patternNote = () => note('pattern', baseSchema.pattern || undefined, headSchema.pattern || undefined);
  if (relation === 'narrower' || relation === 'different') narrowed.push(patternNote());
  if (relation === 'wider' || relation === 'different') widened.push(patternNote());

  // An enum where any value was taken, or none where only some were.
  const enumBefore = enumShape(baseSchema);
  const enumAfter = enumShape(headSchema);
  if (!enumBefore && enumAfter && !enumAfter.open) narrowed.push(`only ${formatValues(enumAfter.values)}`);
  if (enumBefore && !enumBefore.open && !enumAfter)
    widened.push(`any value, not only ${formatValues(enumBefore.values)}`);

  for (const keyword of applicators) {
    const b = present(read(baseSchema, keyword), keyword);
    const a = present(read(headSchema, keyword), keyword);
    if (a && !b) narrowed.push(`${keyword} added`);
    if (b && !a) widened.push(`${keyword} removed`);
  }
  if ((baseSchema.if ?? headSchema.if) && !sameCanonical(baseSchema.if ?? null, headSchema.if ?? null)) {
    const branches = (schema: Schema) => schema.then !== undefined || schema.else !== undefined;
    if (branches(baseSchema) || branches(headSchema)) {
      const change = 'the if condition changed';
      narrowed.push(change);
      widened.push(change);
    }
  }

  const baseParts = baseSchema.allOf ?? [];
  const headParts = headSchema.allOf ?? [];
  const kept = pairParts(baseParts, headParts).length;
  const inlineCount = (parts: unknown[]) => parts.filter((part) => !(part as { $ref?: string }).$ref).length;
  const addedParts = headParts.length - kept - Math.min(inlineCount(baseParts), inlineCount(headParts));
  const removedParts = baseParts.length - kept - Math.min(inlineCount(baseParts), inlineCount(headParts));
  if (addedParts > 0) narrowed.push(`${addedParts} allOf part(s) added`);
  if (removedParts > 0) widened.push(`${removedParts} allOf part(s) removed`);

  const dependents = (schema: Schema) =>
    Object.entries(schema.dependentRequired ?? {}).flatMap(([name, list]) => list.map((needed) => `${name}→${needed}`));
  const dependentsBefore = dependents(baseSchema);
  const dependentsAfter = dependents(headSchema);
  const newDependents = dependentsAfter.filter((entry) => !dependentsBefore.includes(entry));
  const goneDependents = dependentsBefore.filter((entry) => !dependentsAfter.includes(entry));
  if (newDependents.length > 0) narrowed.push(`dependentRequired ${newDependents.join(', ')} added`);
  if (goneDependents.length > 0) widened.push(`dependentRequired ${goneDependents.join(', ')} removed`);

  const keyed = (keyword: 'dependentSchemas' | 'patternProperties') => {
    const b = Object.keys(baseSchema[keyword] ?? {});
    const a = Object.keys(headSchema[keyword] ?? {});
    return { added: a.filter((key) => !b.includes(key)), removed: b.filter((key) => !a.includes(key)) };
  };
  const schemas = keyed('dependentSchemas');
  if (schemas.added.length > 0) narrowed.push(`dependentSchemas ${schemas.added.join(', ')} added`);
  if (schemas.removed.length > 0) widened.push(`dependentSchemas ${schemas.removed.join(', ')} removed`);
  // In a closed object a name pattern admits the names it matches; in an open one it constrains them.
  const patterns = keyed('patternProperties');
  if (patterns.added.length > 0)
    (baseClosed ? widened : narrowed).push(`patternProperties ${patterns.added.join(', ')} added`);
  if (patterns.removed.length > 0)
    (baseClosed ? narrowed : widened).push(`patternProperties ${patterns.removed.join(', ')} removed`);

  const prefixBefore = baseSchema.prefixItems?.length ?? 0;
  const prefixAfter = headSchema.prefixItems?.length ?? 0;
  const itemsOf = (schema: Schema) => (schema as { items?: unknown }).items;
  const itemsClosed = itemsOf(headSchema) === false || itemsOf(baseSchema) === false;
  if (prefixAfter > prefixBefore)
    (itemsClosed ? widened : narrowed).push(note('prefixItems', prefixBefore, prefixAfter));
  if (prefixAfter < prefixBefore)
    (itemsClosed ? narrowed : widened).push(note('prefixItems', prefixBefore, prefixAfter));

  return { narrowed, widened, patternUndecided: relation === 'undecided' };
});
