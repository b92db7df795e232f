// An item field as the contract's `x-filter` and `x-range` declarations name it: dotted steps, `[]` stepping into
// every element of a list (`recipient.chain`, `networks[]`). One reader, so the conformance filters and the
// sandbox's evolution mode walk a declared field the same way.

/** The values at `field` in `value`; a missing step yields `undefined`, a missing list nothing. */
export function valuesAtField(value: unknown, field: string): unknown[] {
  let values: unknown[] = [value];
  for (const step of field.split('.')) {
    const spread = step.endsWith('[]');
    const key = spread ? step.slice(0, -2) : step;
    values = values.flatMap((node) => {
      const next = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
      return spread ? (Array.isArray(next) ? next : []) : [next];
    });
  }
  return values;
}
