import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (inclusive: boolean) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: getThings
      parameters:
        - name: createdAt.gte
          in: query
          schema: { type: string }
          x-range: { field: createdAt, bound: lower, inclusive: ${inclusive} }
      responses:
        '200': { description: ok }
`;

describe('ausd/range-bounds', () => {
  it('reports a bound whose x-range disagrees with its operator', async () => {
    expect(await lintWithRule('range-bounds', document(false))).toEqual([
      {
        message: 'createdAt.gte must declare x-range: {field: createdAt, bound: lower, inclusive: true}.',
        pointer: '#/paths/~1things/get/parameters/0',
      },
    ]);
  });

  it('accepts a bound whose x-range matches its name', async () => {
    expect(await lintWithRule('range-bounds', document(true))).toEqual([]);
  });
});
