// Value constraints of a schema pair, split into those that accept less (narrowed) and more (widened).
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { SchemaPair } from '../rule.js';

const upperBounds = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'] as const;
const lowerBounds = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'] as const;
/** Keywords whose change cannot be ordered: any change both narrows and widens. */
const exact = ['format', 'multipleOf'] as const;

type Keyword = (typeof upperBounds)[number] | (typeof lowerBounds)[number] | (typeof exact)[number] | 'uniqueItems';
const read = (schema: SchemaObject, keyword: Keyword): unknown => (schema as Record<string, unknown>)[keyword];

export function constraintChanges({ baseSchema, headSchema }: SchemaPair) {
  const narrowed: string[] = [];
  const widened: string[] = [];
  const note = (keyword: string, before: unknown, after: unknown) =>
    `${keyword} ${String(before ?? 'none')} → ${String(after ?? 'none')}`;
  const bound = (keyword: Keyword, tighter: (before: number, after: number) => boolean) => {
    const before = read(baseSchema, keyword) as number | undefined;
    const after = read(headSchema, keyword) as number | undefined;
    if (before === after) return;
    const narrower = before === undefined || (after !== undefined && tighter(before, after));
    (narrower ? narrowed : widened).push(note(keyword, before, after));
  };
  for (const keyword of upperBounds) bound(keyword, (before, after) => after < before);
  for (const keyword of lowerBounds) bound(keyword, (before, after) => after > before);
  for (const keyword of exact) {
    const before = read(baseSchema, keyword);
    const after = read(headSchema, keyword);
    if (before === after) continue;
    if (after !== undefined) narrowed.push(note(keyword, before, after));
    if (before !== undefined) widened.push(note(keyword, before, after));
  }
  const uniqueBefore = read(baseSchema, 'uniqueItems') === true;
  const uniqueAfter = read(headSchema, 'uniqueItems') === true;
  if (uniqueBefore !== uniqueAfter)
    (uniqueAfter ? narrowed : widened).push(note('uniqueItems', uniqueBefore, uniqueAfter));
  return { narrowed, widened };
}
