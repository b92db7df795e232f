import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (media: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: getThings
      responses:
        '200':
          description: ok
          content:
            application/json: ${media}
`;

describe('ausd/operation-examples', () => {
  it('reports a response body without an example', async () => {
    expect(await lintWithRule('operation-examples', document('{ schema: { type: string } }'))).toEqual([
      { message: 'Response 200 application/json has no example.', pointer: '#/paths/~1things/get/responses/200' },
    ]);
  });

  it('accepts a response body with an example', async () => {
    expect(await lintWithRule('operation-examples', document('{ schema: { type: string }, example: thing }'))).toEqual(
      [],
    );
  });
});
