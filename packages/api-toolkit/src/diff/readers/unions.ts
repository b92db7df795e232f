// Alternatives of a union pair, each known by its component or by what tells an inline one apart
// (diff/alternatives.ts); open enums and null alternatives are left to their own rules.
import type { SchemaPair } from '../rule.js';
import { alternativeKeys, pairAlternatives } from '../alternatives.js';
import { alternativesOf, enumShape } from '../schema.js';
import { perPair } from './per-pair.js';
import { isReference } from '@ausd/contract-model/model';
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Contract } from '../contract.js';
import { acceptsAllOf } from './instances.js';

type Alternative = SchemaObject | ReferenceObject;

const isNull = (alternative: SchemaObject | ReferenceObject | undefined) =>
  alternative !== undefined && !isReference(alternative) && alternative.type === 'null';

/**
 * Alternatives added and removed. An added one whose every instance a kept alternative already accepts is no new
 * variant: no value arrives or is accepted that did not before (a `oneOf` then refuses the values both accept, which
 * only narrows; `request-one-of-overlap` speaks for requests). A removed one stays reported whatever it accepted:
 * the variant callers built by name is gone.
 */
export const unionChange = perPair(({ head, baseSchema, headSchema }: SchemaPair) => {
  const baseAlternatives = alternativesOf(baseSchema);
  const headAlternatives = alternativesOf(headSchema);
  if (!baseAlternatives || !headAlternatives) return undefined;
  if (enumShape(baseSchema) || enumShape(headSchema)) return undefined;
  const pairs = pairAlternatives(baseSchema, headSchema);
  const unpaired = (alternatives: (SchemaObject | ReferenceObject)[], paired: Set<number>, labels: string[]) =>
    alternatives.flatMap((alternative, i) => (paired.has(i) || isNull(alternative) ? [] : [labels[i]!]));
  const headKept = new Set(pairs.map(([, j]) => j));
  const baseKept = new Set(pairs.map(([i]) => i));
  const covered = (contract: Contract, alternatives: Alternative[], kept: Set<number>) =>
    new Set(
      alternatives.flatMap((alternative, i) =>
        !kept.has(i) && [...kept].some((k) => acceptsAllOf(contract, alternatives[k]!, alternative)) ? [i] : [],
      ),
    );
  return {
    added: unpaired(
      headAlternatives,
      new Set([...headKept, ...covered(head, headAlternatives, headKept)]),
      alternativeKeys(headSchema).labels,
    ),
    removed: unpaired(baseAlternatives, baseKept, alternativeKeys(baseSchema).labels),
  };
});
