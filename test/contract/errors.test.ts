import { describe, expect, it } from 'vitest';
import { componentValidator, deref, document, errorCodesOf, operationById, operationEntries } from './contract.js';
import { errorTable, operationErrors, unauthorizedReasons, type ErrorCode } from './description.js';

const codes = Object.keys(errorTable) as ErrorCode[];

/** The per-code schema name of a code, found through the responses that allow it. */
function schemaNameOf(code: string): string {
  const name = Object.entries(
    document.components.schemas as Record<string, { properties?: { code?: { const?: string } } }>,
  ).find(([, schema]) => schema.properties?.code?.const === code)?.[0];
  if (!name) throw new Error(`no schema for ${code}`);
  return name;
}

function errorStatuses(operationId: string): Record<string, string[]> {
  const { operation } = operationById(operationId);
  return Object.fromEntries(
    Object.entries(operation.responses as Record<string, unknown>)
      .filter(([status]) => /^[45]/.test(status))
      .map(([status, response]) => [status, errorCodesOf(response)]),
  );
}

const sorted = (table: Record<string, ErrorCode[]>) =>
  Object.fromEntries(Object.entries(table).map(([status, list]) => [status, [...list].sort()]));

describe('errors', () => {
  it.each(Object.keys(operationErrors))(
    '%s documents exactly the error statuses and codes of the description',
    (operationId) => {
      expect(errorStatuses(operationId)).toEqual(sorted(operationErrors[operationId]!));
    },
  );

  it.each(codes)('%s appears on exactly the operations the description lists, always under its own status', (code) => {
    const expected = Object.entries(operationErrors)
      .filter(([, table]) => Object.values(table).some((list) => list.includes(code)))
      .map(([operationId]) => operationId)
      .sort();
    const actual = operationEntries
      .filter((entry) => Object.values(errorStatuses(entry.operationId)).some((list) => list.includes(code)))
      .map((entry) => entry.operationId)
      .sort();
    expect(actual).toEqual(expected);
    for (const operationId of actual) {
      expect(errorStatuses(operationId)[String(errorTable[code])]).toContain(code);
    }
  });

  it.each(codes)('%s has one named schema extending ErrorBody with code fixed by const', (code) => {
    const schema = document.components.schemas[schemaNameOf(code)];
    expect(schema.allOf).toEqual([{ $ref: '#/components/schemas/ErrorBody' }]);
    expect(schema.required).toContain('code');
    expect(schemaNameOf(code)).toMatch(/ErrorBody$/);
    const validate = componentValidator(schemaNameOf(code));
    const base = {
      code,
      message: 'Something happened.',
      docs_url: `https://docs.ausd.example/reference/#tag/Errors/${code}`,
    };
    const other = codes.find((candidate) => candidate !== code)!;
    expect(validate({ ...base, code: other, context: contextFor(code) })).toBe(false);
  });

  const withContext: Partial<Record<ErrorCode, unknown>> = {
    parameter_invalid: { issues: [{ field: 'limit', message: 'must be at most 200' }] },
    entitlement_not_requestable: { issues: [{ field: 'entitlement', message: 'already present' }] },
    unauthorized: { reason: 'token_expired' },
    route_already_exists: { routeId: '8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b' },
  };
  const contextFor = (code: ErrorCode) => withContext[code];

  it.each(codes)('%s: context is required exactly for the four codes that define one', (code) => {
    const validate = componentValidator(schemaNameOf(code));
    const base = {
      code,
      message: 'Something happened.',
      docs_url: `https://docs.ausd.example/reference/#tag/Errors/${code}`,
    };
    const context = contextFor(code);
    if (context) {
      expect(validate({ ...base, context })).toBe(true);
      expect(validate(base)).toBe(false);
    } else {
      expect(validate(base)).toBe(true);
      expect(validate({ ...base, context: { detail: 'x' } })).toBe(false);
    }
    expect(validate({ code, message: 'no docs_url', context })).toBe(false);
  });

  it('401 context.reason is exactly the eight reasons', () => {
    expect(document.components.schemas.UnauthorizedReason.enum).toEqual(unauthorizedReasons);
    const validate = componentValidator('UnauthorizedErrorBody');
    const base = {
      code: 'unauthorized',
      message: 'Authentication failed.',
      docs_url: 'https://docs.ausd.example/reference/#tag/Errors/unauthorized',
    };
    for (const reason of unauthorizedReasons) expect(validate({ ...base, context: { reason } })).toBe(true);
    expect(validate({ ...base, context: { reason: 'token_stolen' } })).toBe(false);
    expect(validate({ ...base, context: {} })).toBe(false);
  });

  it('409 route_already_exists carries the existing route id', () => {
    const validate = componentValidator('RouteAlreadyExistsErrorBody');
    const base = {
      code: 'route_already_exists',
      message: 'Exists.',
      docs_url: 'https://docs.ausd.example/reference/#tag/Errors/route_already_exists',
    };
    expect(validate({ ...base, context: { routeId: 'not-a-uuid' } })).toBe(false);
    expect(validate({ ...base, context: { routeId: '8b2e4f6a-1c3d-5e7f-9a0b-2c4d6e8f0a1b' } })).toBe(true);
  });

  it.each(['ParameterInvalidErrorBody', 'EntitlementNotRequestableErrorBody'])(
    '%s context.issues is a non-empty list of {field, message}',
    (name) => {
      const validate = componentValidator(name);
      const code = document.components.schemas[name].properties.code.const;
      const base = { code, message: 'Invalid.', docs_url: `https://docs.ausd.example/reference/#tag/Errors/${code}` };
      expect(validate({ ...base, context: { issues: [] } })).toBe(false);
      expect(validate({ ...base, context: { issues: [{ field: 'limit' }] } })).toBe(false);
      expect(validate({ ...base, context: { issues: [{ field: 'limit', message: 'too large' }] } })).toBe(true);
    },
  );

  it('responses allowing several codes switch on code with a discriminator', () => {
    for (const entry of operationEntries) {
      for (const [status, response] of Object.entries(entry.operation.responses as Record<string, unknown>)) {
        const schema = deref(response).content?.['application/json']?.schema;
        if (!/^[45]/.test(status) || !schema?.oneOf) continue;
        expect(schema.discriminator.propertyName, `${entry.operationId} ${status}`).toBe('code');
        expect(Object.keys(schema.discriminator.mapping).sort()).toEqual(errorCodesOf(response));
      }
    }
  });

  it('every response of every operation declares the shared Request-Id header', () => {
    for (const entry of operationEntries) {
      for (const [status, response] of Object.entries(entry.operation.responses as Record<string, unknown>)) {
        expect(deref(response).headers?.['Request-Id'], `${entry.operationId} ${status}`).toEqual({
          $ref: '#/components/headers/RequestId',
        });
      }
    }
  });

  it('every 429 declares Retry-After in integer seconds', () => {
    expect(deref(document.components.headers.RetryAfter).schema).toEqual({ type: 'integer', minimum: 0 });
    for (const entry of operationEntries) {
      expect(deref(entry.operation.responses['429']).headers['Retry-After'], entry.operationId).toEqual({
        $ref: '#/components/headers/RetryAfter',
      });
    }
  });

  it('metrics responses, errors included, declare permissive CORS', () => {
    for (const operationId of ['getMetrics', 'getTotalSupply', 'getCirculatingSupply']) {
      for (const response of Object.values(operationById(operationId).operation.responses)) {
        expect(deref(response).headers['Access-Control-Allow-Origin']).toEqual({
          $ref: '#/components/headers/AccessControlAllowOrigin',
        });
      }
    }
    expect(document.components.headers.AccessControlAllowOrigin.schema.const).toBe('*');
  });

  it('x-error-docs-url is a template on {code}, and error examples follow it', () => {
    const template: string = document['x-error-docs-url'];
    expect(template).toContain('{code}');
    for (const entry of operationEntries) {
      for (const [status, response] of Object.entries(entry.operation.responses as Record<string, unknown>)) {
        if (!/^[45]/.test(status)) continue;
        for (const example of Object.values(deref(response).content['application/json'].examples) as {
          value: { code: string; docs_url: string };
        }[]) {
          expect(example.value.docs_url).toBe(template.replace('{code}', example.value.code));
        }
      }
    }
  });
});
