// The build refuses a package whose declarations name the types of a dependency that ships none of its own, unless
// the package declares that dependency's @types package too (the defect behind TS7016 in a strict consumer).
import { expect, it } from 'vitest';
import { missingTypes } from '../../tools/build.js';

it('asks for the @types package of every untyped package the declarations name', () => {
  const typed = (name: string) => name === 'ajv';
  const declared = new Set(['express', 'ajv', 'better-sqlite3', '@types/express']);
  expect(missingTypes(['express', 'ajv', 'better-sqlite3', 'better-sqlite3'], declared, typed)).toEqual([
    'better-sqlite3',
  ]);
  expect(missingTypes(['@scope/untyped'], new Set(['@scope/untyped', '@types/scope__untyped']), () => false)).toEqual(
    [],
  );
});

it('reads from the installed package whether it ships types of its own', () => {
  // kysely's declarations sit beside its entry point's JavaScript, with no `types` field.
  expect(missingTypes(['express', 'ajv', 'better-sqlite3', '@ausd/client', 'kysely'], new Set())).toEqual([
    'express',
    'better-sqlite3',
  ]);
});
