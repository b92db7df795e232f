import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (statusDeclaration: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      x-ordering: { field: createdAt, direction: descending, tieBreaker: id }
      parameters:
        - { name: cursor, in: query, schema: { type: string }, x-pagination: cursor }
        - { name: status, in: query, schema: { type: string } ${statusDeclaration} }
      responses:
        '200': { description: ok }
`;

describe('ausd/list-semantics', () => {
  it('reports a list query parameter that does not say what it does', async () => {
    expect(await lintWithRule('list-semantics', document(''))).toEqual([
      {
        message: 'List query parameter status must declare exactly one of x-pagination, x-range, x-filter.',
        pointer: '#/paths/~1things/get/parameters/1',
      },
    ]);
  });

  it('accepts a list whose parameters each declare one role and which declares its ordering', async () => {
    expect(await lintWithRule('list-semantics', document(', x-filter: { field: status, match: equals }'))).toEqual([]);
  });
});
