// Handler results: thrown errors become 500 internal_error (logged, no stack), and response validation
// fails loudly on anything the contract does not allow, naming operation, status and schema path.
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseViolationError, type HandlerResult } from '../../packages/express/src/runtime/index.js';
import { ACCOUNT_ID, bearer, contract, fixtureApp, type FixtureOptions } from './contract-fixture.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const internalError = {
  code: 'internal_error',
  message: contract.errorCatalog['internal_error']?.description,
  docs_url: contract.errorDocsUrl('internal_error'),
};

async function accountReturning(result: unknown, options: FixtureOptions = {}) {
  const violations: Error[] = [];
  const errors: unknown[] = [];
  server = await listen(
    fixtureApp({
      onResponseViolation: (violation) => violations.push(violation),
      onError: (error) => errors.push(error),
      ...options,
      handlers: { getAccount: () => result as HandlerResult, ...options.handlers },
    }),
  );
  const response = await server.send('GET', `/v0/accounts/${ACCOUNT_ID}`, { headers: bearer });
  return { response, violations, errors };
}

describe('handler failures', () => {
  it('turns a thrown error into 500 internal_error in the error shape, logged via onError', async () => {
    const failure = new Error('database exploded at /srv/app/db.ts:42');
    const { response, errors } = await accountReturning(undefined, {
      handlers: {
        getAccount: () => {
          throw failure;
        },
      },
    });
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['request-id']).toMatch(/.+/);
    expect(response.json).toEqual(internalError);
    expect(response.text).not.toMatch(/exploded|db\.ts|at /);
    expect(errors).toEqual([failure]);
  });

  it('treats a rejected promise the same way', async () => {
    const { response, errors } = await accountReturning(undefined, {
      handlers: { getAccount: async () => Promise.reject(new Error('late failure')) },
    });
    expect(response.status).toBe(500);
    expect(response.json).toEqual(internalError);
    expect(errors).toHaveLength(1);
  });

  it('logs to stderr by default', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      server = await listen(
        fixtureApp({
          onError: undefined,
          handlers: {
            getMetrics: () => {
              throw new Error('boom');
            },
          },
        }),
      );
      expect((await server.send('GET', '/v0/metrics')).status).toBe(500);
    } finally {
      console.error = original;
    }
    expect(logged.flat().map(String).join(' ')).toContain('boom');
  });
});

describe('response validation', () => {
  it('passes a result that keeps the contract', async () => {
    const { response, violations } = await accountReturning({ status: 200, body: { id: ACCOUNT_ID, kind: 'bank' } });
    expect(response.status).toBe(200);
    expect(violations).toEqual([]);
  });

  it('rejects a body breaking the schema, naming operation, status and schema path', async () => {
    const { response, violations } = await accountReturning({
      status: 200,
      body: { id: 'not-a-uuid', kind: 'wallet' },
    });
    expect(response.status).toBe(500);
    expect(response.json).toEqual(internalError);
    expect(violations).toHaveLength(1);
    const violation = violations[0] as ResponseViolationError;
    expect(violation).toBeInstanceOf(ResponseViolationError);
    expect(violation).toMatchObject({ operationId: 'getAccount', status: 200, instancePath: '/id' });
    expect(violation.schemaPath).toBe('#/responses/200/content/application/json/schema/properties/id/format');
    expect(violation.message).toContain('getAccount responded 200');
    expect(violation.message).toContain('/properties/id/format');
  });

  it('catches a malformed answer every time, among repeats of valid ones of the same shape, and writes valid repeats whole', async () => {
    const bodies = [
      { id: ACCOUNT_ID, kind: 'bank' },
      { id: 'not-a-uuid', kind: 'bank' },
      { id: ACCOUNT_ID, kind: 'bank' },
      { id: 'not-a-uuid', kind: 'bank' },
      { id: ACCOUNT_ID, kind: 'bank' },
    ];
    let call = 0;
    const violations: Error[] = [];
    server = await listen(
      fixtureApp({
        onResponseViolation: (violation) => violations.push(violation),
        handlers: { getAccount: () => ({ status: 200, body: bodies[call++] }) },
      }),
    );
    const statuses: number[] = [];
    for (const body of bodies) {
      const response = await server.send('GET', `/v0/accounts/${ACCOUNT_ID}`, { headers: bearer });
      statuses.push(response.status);
      if (response.status === 200) expect(response.json).toEqual(body);
    }
    expect(statuses).toEqual([200, 500, 200, 500, 200]);
    expect(violations.map((violation) => (violation as ResponseViolationError).instancePath)).toEqual(['/id', '/id']);
  });

  it('rejects an undocumented status', async () => {
    const { response, violations } = await accountReturning({ status: 418, body: { id: ACCOUNT_ID, kind: 'wallet' } });
    expect(response.status).toBe(500);
    expect(violations[0]?.message).toMatch(/getAccount responded 418 .*#\/responses.*status 418 is not documented/);
  });

  it('rejects an error code the status does not allow', async () => {
    const { violations } = await accountReturning({
      status: 404,
      body: { code: 'route_not_found', message: 'x', docs_url: 'y' },
    });
    expect(violations[0]).toMatchObject({ operationId: 'getAccount', status: 404, instancePath: '/code' });
    expect(violations[0]?.message).toContain('account_not_found, not_found');
  });

  it('rejects an undeclared header', async () => {
    const { violations } = await accountReturning({
      status: 200,
      body: { id: ACCOUNT_ID, kind: 'wallet' },
      headers: { 'X-Debug': '1' },
    });
    expect(violations[0]?.message).toMatch(/#\/responses\/200\/headers.*X-Debug/);
  });

  it('rejects content of the wrong kind: a non-string for text/plain, a body where none is documented', async () => {
    const violations: Error[] = [];
    server = await listen(
      fixtureApp({
        onResponseViolation: (violation) => violations.push(violation),
        handlers: {
          getTotalSupply: ({ raw }) =>
            raw.req.url.endsWith('empty') ? { status: 204, body: 'x' } : { status: 200, body: 12 },
        },
      }),
    );
    expect((await server.send('GET', '/v0/metrics/total-supply')).status).toBe(500);
    expect((await server.send('GET', '/v0/metrics/total-supply?empty')).status).toBe(500);
    expect(violations.map((violation) => violation.message)).toEqual([
      expect.stringContaining('content/text/plain'),
      expect.stringContaining('a body was returned where none is documented'),
    ]);
  });

  it('rejects a result that is not {status, body}', async () => {
    const { response, violations } = await accountReturning({ id: ACCOUNT_ID });
    expect(response.status).toBe(500);
    expect(violations[0]?.message).toContain('not {status, body, headers?}');
  });

  it('writes the result unchecked when validation is off', async () => {
    const { response, violations } = await accountReturning(
      { status: 200, body: { id: 'not-a-uuid' } },
      { validateResponses: false },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ id: 'not-a-uuid' });
    expect(violations).toEqual([]);
  });

  it('is on by default outside production and off in production', async () => {
    const saved = process.env['NODE_ENV'];
    try {
      process.env['NODE_ENV'] = 'test';
      expect(
        (await accountReturning({ status: 200, body: {} }, { validateResponses: undefined })).response.status,
      ).toBe(500);
      await server?.close();
      process.env['NODE_ENV'] = 'production';
      expect(
        (await accountReturning({ status: 200, body: {} }, { validateResponses: undefined })).response.status,
      ).toBe(200);
    } finally {
      process.env['NODE_ENV'] = saved;
    }
  });
});
