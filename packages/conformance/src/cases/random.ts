// Seeded random query strings for the list operations: real and hostile parameter names, accepted and hostile
// values, mixed at random. A conforming server answers each with 200 or a 400 in the error shape, never a 5xx.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { createPrng } from '@ausd/contract-model/seeded-random';
import type { QueryPairs } from '../http/exchange.js';
import { queryParameters } from '../contract/operations.js';
import { acceptedValues } from './query.js';
import { freshUuid, withOffset, zoneless, zulu } from './values.js';

const HOSTILE_NAMES = ['__proto__', 'constructor', 'limit[]', 'a.b.c', '', ' ', 'ïd'];
const HOSTILE_VALUES = [
  '',
  ' ',
  ',',
  'a,,b',
  '-1',
  '0',
  '1e3',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  "'",
  '"',
  '<x>',
  '%',
  'ä€😀',
  'x'.repeat(2000),
  '\u0000',
];

export function randomQueries(op: OperationSpec, seed: number, count: number): QueryPairs[] {
  // Reproducible from the seed printed with each failure.
  const prng = createPrng(seed);
  const random = () => prng.next();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const parameters = queryParameters(op);
  const instant = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 2e11));
  const value = (name: string): string => {
    const parameter = parameters.find((p) => p.name === name);
    const accepted = parameter && acceptedValues(parameter);
    const roll = random();
    if (roll < 0.4 && accepted) return pick(accepted);
    if (roll < 0.55 && parameter?.range) return pick([zulu(instant), withOffset(instant), zoneless(instant)]);
    if (roll < 0.6) return freshUuid();
    return pick(HOSTILE_VALUES);
  };
  return Array.from({ length: count }, () => {
    const size = 1 + Math.floor(random() * 4);
    return Array.from({ length: size }, () => {
      const name = random() < 0.85 ? pick(parameters).name : pick(HOSTILE_NAMES);
      return [name, value(name)] as const;
    });
  });
}
