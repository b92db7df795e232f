import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { defineRule } from '../rule.js';
import { isReference } from '@ausd/contract-model/model';
import { admits, enumShape, schemaLabel, typeSet } from '../schema.js';

const keyOf = (alternative: SchemaObject | ReferenceObject, index: number) =>
  isReference(alternative) ? alternative.$ref : `#${index}:${JSON.stringify(alternative)}`;

/** Whether no value can match both: different JSON types, or a required property with disjoint constant values. */
function disjoint(a: SchemaObject, b: SchemaObject, resolve: (s: SchemaObject | ReferenceObject) => SchemaObject) {
  const typesA = typeSet(a, resolve);
  const typesB = typeSet(b, resolve);
  const shareType = (x: Set<string>, y: Set<string>) => [...x].some((type) => admits(y, type));
  if (typesA && typesB && !shareType(typesA, typesB) && !shareType(typesB, typesA)) return true;
  const required = (a.required ?? []).filter((name) => (b.required ?? []).includes(name));
  return required.some((name) => {
    const left = a.properties?.[name];
    const right = b.properties?.[name];
    if (!left || !right) return false;
    const valuesA = enumShape(resolve(left));
    const valuesB = enumShape(resolve(right));
    if (!valuesA || !valuesB || valuesA.open || valuesB.open) return false;
    return !valuesA.values.some((value) => valuesB.values.includes(value));
  });
}

export default defineRule({
  id: 'request-one-of-overlap',
  level: 'breaking',
  subject: 'schema',
  rationale:
    '`oneOf` refuses a value that matches more than one alternative: a new alternative that is not provably ' +
    'disjoint from the others (by JSON type, or a required property with different constant values, such as a ' +
    'discriminator tag) turns bodies that were valid into bodies matching two alternatives, which are refused.',
  action: 'Make sure each body you send matches exactly one alternative.',
  check(pair, report) {
    const oneOf = pair.headSchema.oneOf;
    if (pair.direction !== 'request' || !oneOf || oneOf.length < 2) return;
    const before = new Set((pair.baseSchema.oneOf ?? []).map(keyOf));
    const keys = oneOf.map(keyOf);
    const resolve = (s: SchemaObject | ReferenceObject) => pair.head.resolve<SchemaObject>(s);
    const label = (i: number) => keys[i]!.replace('#/components/schemas/', '').replace(/^#(\d+):.*$/, 'alternative $1');
    const overlapping: string[] = [];
    oneOf.forEach((alternative, i) => {
      if (before.has(keys[i]!)) return;
      oneOf.forEach((other, j) => {
        const counted = j < i && !before.has(keys[j]!); // two new alternatives: reported once
        if (j !== i && !counted && !disjoint(resolve(alternative), resolve(other), resolve))
          overlapping.push(`${label(i)} and ${label(j)}`);
      });
    });
    if (overlapping.length > 0)
      report(`${schemaLabel(pair.headPointer)}: a value may match both ${overlapping.join('; ')} (oneOf refuses it).`);
  },
});
