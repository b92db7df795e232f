// Object properties of a schema pair: which were added or removed, and which changed requiredness.
import type { SchemaPair } from '../rule.js';
import { perPair } from './per-pair.js';

export const propertyChanges = perPair(({ baseSchema, headSchema }: SchemaPair) => {
  const before = Object.keys(baseSchema.properties ?? {});
  const after = Object.keys(headSchema.properties ?? {});
  const requiredBefore = new Set(baseSchema.required ?? []);
  const requiredAfter = new Set(headSchema.required ?? []);
  return {
    added: after.filter((name) => !before.includes(name)),
    removed: before.filter((name) => !after.includes(name)),
    kept: after.filter((name) => before.includes(name)),
    requiredBefore,
    requiredAfter,
  };
});

export const names = (list: string[]) => list.map((name) => `'${name}'`).join(', ');
