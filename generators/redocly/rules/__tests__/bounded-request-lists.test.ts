import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (bound: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    post:
      operationId: createThing
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Thing' }
      responses:
        '201': { description: created }
components:
  schemas:
    Thing:
      type: object
      properties:
        tags: { type: array, items: { type: string } ${bound} }
`;

describe('ausd/bounded-request-lists', () => {
  it('reports a request-body list without maxItems, naming where it is declared', async () => {
    expect(await lintWithRule('bounded-request-lists', document(''))).toEqual([
      {
        message:
          'A list in a request body must declare maxItems (openapi.yaml#/components/schemas/Thing/properties/tags).',
        pointer: '#/paths/~1things/post/requestBody/content/application~1json/schema',
      },
    ]);
  });

  it('accepts request-body lists that declare maxItems', async () => {
    expect(await lintWithRule('bounded-request-lists', document(', maxItems: 3'))).toEqual([]);
  });
});
