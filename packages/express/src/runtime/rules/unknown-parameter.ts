// A parameter the operation does not declare is rejected, never ignored: a filter is never dropped silently.
// Dotted names on a declared range field are left to the unknown-range-operator rule.
import type { QueryRule } from './rule.js';
import { rangeFieldOf } from './range-field.js';

export const unknownParameter: QueryRule = {
  id: 'unknown_parameter',
  check({ operation, entries }) {
    if (!operation.spec.strictQuery) return [];
    const offending: string[] = [];
    for (const name of entries.keys()) {
      if (!operation.query.has(name) && rangeFieldOf(operation, name) === undefined) offending.push(name);
    }
    return offending;
  },
};
