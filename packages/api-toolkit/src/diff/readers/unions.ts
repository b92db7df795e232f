// Alternatives of a union pair, each known by its component or by what tells an inline one apart
// (diff/alternatives.ts); open enums and null alternatives are left to their own rules.
import type { SchemaPair } from '../rule.js';
import { alternativeKeys, pairAlternatives } from '../alternatives.js';
import { alternativesOf, enumShape } from '../schema.js';
import { perPair } from './per-pair.js';
import { isReference } from '@ausd/contract-model/model';
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

const isNull = (alternative: SchemaObject | ReferenceObject | undefined) =>
  alternative !== undefined && !isReference(alternative) && alternative.type === 'null';

export const unionChange = perPair(({ baseSchema, headSchema }: SchemaPair) => {
  const baseAlternatives = alternativesOf(baseSchema);
  const headAlternatives = alternativesOf(headSchema);
  if (!baseAlternatives || !headAlternatives) return undefined;
  if (enumShape(baseSchema) || enumShape(headSchema)) return undefined;
  const pairs = pairAlternatives(baseSchema, headSchema);
  const unpaired = (alternatives: (SchemaObject | ReferenceObject)[], paired: Set<number>, labels: string[]) =>
    alternatives.flatMap((alternative, i) => (paired.has(i) || isNull(alternative) ? [] : [labels[i]!]));
  return {
    added: unpaired(headAlternatives, new Set(pairs.map(([, j]) => j)), alternativeKeys(headSchema).labels),
    removed: unpaired(baseAlternatives, new Set(pairs.map(([i]) => i)), alternativeKeys(baseSchema).labels),
  };
});
