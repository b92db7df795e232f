// The open enum, read once for generation, the evolving sandbox and the diff: a string `enum` and a plain string,
// in either order, under `anyOf` or `oneOf`; anything else is not one.
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { openEnumValues } from '../../packages/contract-model/src/open-enum.js';
import { document } from '../contract/contract.js';

const known: SchemaObject = { type: 'string', enum: ['settled'] };
const plain: SchemaObject = { type: 'string' };

describe('openEnumValues', () => {
  it('reads the known values in either order, under anyOf or oneOf', () => {
    expect(openEnumValues({ anyOf: [known, plain] })).toEqual(['settled']);
    expect(openEnumValues({ oneOf: [plain, known] })).toEqual(['settled']);
  });

  it('is not an open enum without exactly one plain string beside the enum', () => {
    const cases: SchemaObject[] = [
      { type: 'string', enum: ['settled'] },
      { anyOf: [known] },
      { anyOf: [known, plain, plain] },
      { anyOf: [known, known] },
      { anyOf: [plain, plain] },
      { anyOf: [known, { type: 'string', const: 'pending' }] },
      { anyOf: [known, { type: 'integer' }] },
      { anyOf: [known, { $ref: '#/components/schemas/Name' }] },
    ];
    for (const schema of cases) expect(openEnumValues(schema)).toBeUndefined();
  });

  it("finds the contract's TransactionStatus", () => {
    expect(openEnumValues(document.components.schemas.TransactionStatus)).toEqual(['settled']);
  });
});
