import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (errorSchema: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: getThings
      responses:
        '200': { description: ok }
        '404':
          description: not found
          content:
            application/json:
              schema: ${errorSchema}
components:
  schemas:
    ErrorBody:
      type: object
      required: [code, message]
      properties: { code: { type: string }, message: { type: string } }
    NotFoundErrorBody:
      allOf: [{ $ref: '#/components/schemas/ErrorBody' }]
      required: [code]
      properties: { code: { const: not_found } }
`;

describe('ausd/error-responses-use-error', () => {
  it('reports an error response whose schema is the base shape, not a per-code schema', async () => {
    expect(
      await lintWithRule('error-responses-use-error', document("{ $ref: '#/components/schemas/ErrorBody' }")),
    ).toEqual([
      {
        message:
          '404 response schema must reference per-code error schemas (allOf ErrorBody, const code), several as oneOf with discriminator on code.',
        pointer: '#/paths/~1things/get/responses/404',
      },
    ]);
  });

  it('accepts an error response referencing a per-code error schema', async () => {
    expect(
      await lintWithRule('error-responses-use-error', document("{ $ref: '#/components/schemas/NotFoundErrorBody' }")),
    ).toEqual([]);
  });
});
