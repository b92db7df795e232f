// Which alternative of a union (`oneOf`/`anyOf`) in base is which in head. An alternative that references a
// component is that component. An inline one is known by what tells it apart on the wire: the value its
// discriminator property (or another property) is fixed to, else its JSON type when no other alternative
// shares it, else its whole content. Reordering alternatives is then no change; alternatives left over on both
// sides are paired by position, as the same alternative changed.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference } from '@ausd/contract-model/model';
import { canonical } from './canonical.js';
import { alternativesOf } from './schema.js';

type Alternative = SchemaObject | ReferenceObject;

/** The single value a property schema allows (`const`, or an `enum` of one), if any. */
function fixedValue(property: Alternative | boolean | undefined): unknown {
  if (typeof property !== 'object' || isReference(property)) return undefined;
  if (property.const !== undefined) return property.const;
  return Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined;
}

/** What tells an inline alternative apart, before checking that no sibling shares it. */
function structuralKey(alternative: SchemaObject, discriminator: string | undefined): string | undefined {
  const properties = alternative.properties ?? {};
  const names = Object.keys(properties).sort();
  for (const name of discriminator ? [discriminator, ...names] : names) {
    const value = fixedValue(properties[name]);
    if (value !== undefined) return `${name}=${canonical(value)}`;
  }
  return typeof alternative.type === 'string' ? `type=${alternative.type}` : undefined;
}

/** An identity per alternative of `schema`, unique within it; `labels` name them in messages. */
export function alternativeKeys(schema: SchemaObject): { keys: string[]; labels: string[] } {
  const alternatives = alternativesOf(schema) ?? [];
  const discriminator = schema.discriminator?.propertyName;
  const structural = alternatives.map((alternative) =>
    isReference(alternative) ? undefined : structuralKey(alternative, discriminator),
  );
  const count = new Map<string, number>();
  for (const key of structural) if (key !== undefined) count.set(key, (count.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const keys = alternatives.map((alternative, index) => {
    let key = isReference(alternative) ? alternative.$ref : structural[index];
    if (key === undefined || count.get(key)! > 1) key = `content ${canonical(alternative)}`;
    // Identical alternatives (harmless in anyOf) stay distinct by their order among equals.
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return nth === 0 ? key : `${key} #${nth}`;
  });
  const labels = alternatives.map((alternative, index) =>
    isReference(alternative) ? alternative.$ref.replace('#/components/schemas/', '') : `alternative ${index}`,
  );
  return { keys, labels };
}

/**
 * Pairs the alternatives of two unions: by identity, then the inline ones left on both sides by position.
 * Returns [base index, head index] pairs.
 */
export function pairAlternatives(base: SchemaObject, head: SchemaObject): [number, number][] {
  const baseKeys = alternativeKeys(base).keys;
  const headKeys = alternativeKeys(head).keys;
  const pairs: [number, number][] = [];
  headKeys.forEach((key, j) => {
    const i = baseKeys.indexOf(key);
    if (i !== -1) pairs.push([i, j]);
  });
  const baseAlternatives = alternativesOf(base) ?? [];
  const headAlternatives = alternativesOf(head) ?? [];
  const left = (list: Alternative[], paired: Set<number>) =>
    list.map((_, i) => i).filter((i) => !paired.has(i) && !isReference(list[i]));
  const baseLeft = left(baseAlternatives, new Set(pairs.map(([i]) => i)));
  const headLeft = left(headAlternatives, new Set(pairs.map(([, j]) => j)));
  for (let k = 0; k < Math.min(baseLeft.length, headLeft.length); k++) pairs.push([baseLeft[k]!, headLeft[k]!]);
  return pairs;
}
