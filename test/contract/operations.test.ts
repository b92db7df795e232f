import { describe, expect, it } from 'vitest';
import { deref, document, operationById, operationEntries } from './contract.js';
import { operations } from './description.js';

describe('operations', () => {
  // Unique operationIds are Redocly's operation-operationId-unique.
  it('are exactly the 13 of the description', () => {
    expect(operationEntries.map((entry) => entry.operationId).sort()).toEqual(
      operations.map((op) => op.operationId).sort(),
    );
  });

  it.each(operations)(
    '$operationId is $method $path secured by $security',
    ({ operationId, method, path, security }) => {
      const entry = operationById(operationId);
      expect([entry.method, entry.path]).toEqual([method, path]);
      const effective = entry.operation.security ?? document.security;
      expect(effective).toEqual(security === 'none' ? [] : [{ [security]: [] }]);
      // Credentials travel through security schemes, never as a header parameter.
      expect(entry.parameters.some((parameter) => parameter.in === 'header')).toBe(false);
    },
  );

  it('has the two bearer schemes: a plain API key and a JWT session', () => {
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      sessionJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(document.security).toEqual([{ sessionJwt: [] }]);
  });

  it('is OpenAPI 3.1 with a 0.x version and the {base_url} server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^0\./);
    expect(document.servers[0].url).toBe('{base_url}');
    expect(document.servers[0].variables.base_url.default).toBeTypeOf('string');
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Auth',
      'Metrics',
      'Accounts',
      'Routes',
      'Transactions',
    ]);
  });

  // A summary and a description are Redocly's operation-summary and operation-description (redocly.yaml); at most
  // one tag is operation-singular-tag. None of its rules requires a tag, which the client groups methods by.
  it.each(operations)('$operationId has a tag', ({ operationId }) => {
    expect(operationById(operationId).operation.tags).toHaveLength(1);
  });

  it.each([
    ['getMetrics', 'application/json', 'Metrics'],
    ['getTotalSupply', 'text/plain', 'Decimal'],
    ['getCirculatingSupply', 'text/plain', 'Decimal'],
    ['exchangeApiKey', 'application/json', 'SessionToken'],
    ['listAccounts', 'application/json', 'AccountList'],
    ['getAccount', 'application/json', 'Account'],
    ['updateAccount', 'application/json', 'Account'],
    ['listRoutes', 'application/json', 'RouteList'],
    ['listTransactions', 'application/json', 'TransactionList'],
    ['getTransaction', 'application/json', 'TransactionDetail'],
  ])('%s answers 200 %s with %s', (operationId, contentType, schema) => {
    const response = deref(operationById(operationId).operation.responses['200']);
    expect(Object.keys(response.content)).toEqual([contentType]);
    expect(response.content[contentType].schema).toEqual({ $ref: `#/components/schemas/${schema}` });
  });

  it.each([
    ['createAccount', 'AccountRegistration', 'Account'],
    ['createRoute', 'RouteCreation', 'Route'],
  ])('%s takes a required %s body and answers 201 with %s', (operationId, body, result) => {
    const { operation } = operationById(operationId);
    expect(operation.requestBody.required).toBe(true);
    expect(operation.requestBody.content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${body}` });
    expect(deref(operation.responses['201']).content['application/json'].schema).toEqual({
      $ref: `#/components/schemas/${result}`,
    });
  });

  it('updateAccount takes a required AccountUpdate body', () => {
    const { operation } = operationById('updateAccount');
    expect(operation.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/AccountUpdate' } } },
    });
  });

  it('getRoute leaves its unspecified 200 body open and says so', () => {
    const response = deref(operationById('getRoute').operation.responses['200']);
    const schema = deref(response.content['application/json'].schema);
    expect(schema.required ?? []).toEqual([]);
    expect(schema.additionalProperties).not.toBe(false);
    expect(schema.description).toMatch(/not specified/i);
  });

  it.each(operations.filter((op) => op.operationId !== 'exchangeApiKey' && op.method === 'get'))(
    '$operationId has no request body',
    ({ operationId }) => {
      expect(operationById(operationId).operation.requestBody).toBeUndefined();
    },
  );

  it('exchangeApiKey takes no body', () => {
    expect(operationById('exchangeApiKey').operation.requestBody).toBeUndefined();
  });
});
