import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (strictQuery: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      ${strictQuery}
      parameters:
        - { name: cursor, in: query, schema: { type: string } }
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                allOf: [{ $ref: '#/components/schemas/ListEnvelope' }]
components:
  schemas:
    ListEnvelope:
      type: object
      properties: { nextCursor: { type: [string, 'null'] } }
`;

describe('ausd/list-operations', () => {
  it('reports a list operation that does not refuse unknown query parameters', async () => {
    expect(await lintWithRule('list-operations', document(''))).toEqual([
      { message: 'List operation must declare x-strict-query: true.', pointer: '#/paths/~1things/get' },
    ]);
  });

  it('accepts a strict GET list taking cursor and limit over ListEnvelope', async () => {
    expect(await lintWithRule('list-operations', document('x-strict-query: true'))).toEqual([]);
  });
});
