import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (parameter: string, operation = '') => `
openapi: 3.1.0
info: { title: t, version: '1' }
x-retry-statuses: [429, 503]
paths:
  /things:
    get:
      operationId: listThings
      ${operation}
      parameters:
        - { name: status, in: query, schema: { type: string }, ${parameter} }
      responses:
        '200': { description: ok }
`;

describe('ausd/declared-extensions', () => {
  it('reports an extension the vocabulary does not declare for its place', async () => {
    expect(
      await lintWithRule(
        'declared-extensions',
        document('x-filter: { field: status, match: equals }', 'x-not-found: gone'),
      ),
    ).toEqual([
      {
        message:
          'x-not-found is not an extension of Operation in spec/extensions.yaml: declare it under OperationExtensions (its shape and meaning), or remove it.',
        pointer: '#/paths/~1things/get/x-not-found',
      },
    ]);
  });

  it('reports an extension where the vocabulary has no place for any', async () => {
    const source = document('x-filter: { field: status, match: equals }').replace(
      "'200': { description: ok }",
      "'200': { description: ok, x-cache-seconds: 60 }",
    );
    expect(await lintWithRule('declared-extensions', source)).toEqual([
      {
        message:
          'x-cache-seconds is not an extension of Response in spec/extensions.yaml: no extension goes there: remove it, or give Response a place in the vocabulary and in this rule.',
        pointer: '#/paths/~1things/get/responses/200/x-cache-seconds',
      },
    ]);
  });

  it('reports a value of another shape than declared, where it is wrong', async () => {
    expect(await lintWithRule('declared-extensions', document('x-filter: { field: status, match: like }'))).toEqual([
      {
        message:
          'x-filter/match must be equal to one of the allowed values: equals, any-of, same-id (ParameterExtensions in spec/extensions.yaml).',
        pointer: '#/paths/~1things/get/parameters/0/x-filter/match',
      },
    ]);
  });

  it('accepts declared extensions of the declared shapes', async () => {
    expect(
      await lintWithRule(
        'declared-extensions',
        document('x-filter: { field: status, match: equals }', 'x-strict-query: true'),
      ),
    ).toEqual([]);
  });
});
