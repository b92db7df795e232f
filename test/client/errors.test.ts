import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  InternalServerError,
  isErrorOf,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnexpectedResponseError,
} from '../../packages/client/src/generated/client.js';
import * as clientRoot from '../../packages/client/src/generated/client.js';
import { apiErrorClass } from '../../packages/client/src/runtime/errors.js';
import { errorCatalog } from '../../packages/contract-facts/src/generated/operations.js';
import { startFixture, type Fixture } from './fixture-server.js';
import { harness } from './harness.js';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.close());

const errorBody = (code: string, context?: unknown) => ({
  code,
  message: `${code} happened`,
  docs_url: `https://docs.example.com/errors/${code}`,
  context,
});

describe('typed errors', () => {
  it.each([
    [400, 'parameter_invalid', BadRequestError],
    [403, 'account_verification_pending', ForbiddenError],
    [404, 'account_not_found', NotFoundError],
    [409, 'account_already_exists', ConflictError],
    [429, 'rate_limit_exceeded', RateLimitedError],
    [500, 'internal_error', InternalServerError],
    [503, 'service_unavailable', ServiceUnavailableError],
  ] as const)('%i %s → %o with code, message, docsUrl, requestId', async (status, code, type) => {
    const { client } = harness(fixture, { maxRetries: 0 });
    fixture.script('GET /v0/accounts/a1', { status, body: errorBody(code) });
    const error = await client.accounts.get('a1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status,
      code,
      apiMessage: `${code} happened`,
      docsUrl: `https://docs.example.com/errors/${code}`,
      operationId: 'getAccount',
    });
    const { requestId } = error as ApiError;
    expect(requestId).toMatch(/^req_\d+$/);
    // One line for a support ticket: class, status, code, the API's message, the call and its Request-Id.
    expect(String(error)).toBe(
      `${type.name}: ${status} ${code}: ${code} happened (getAccount, Request-Id ${requestId})`,
    );
  });

  it.each([
    [[{ field: 'limit', message: 'must be <= 200' }], undefined, 'limit: must be <= 200'],
    [
      [
        { field: 'limit', message: 'must be <= 200' },
        { field: 'type', message: 'must be equal to one of the allowed values' },
      ],
      undefined,
      'limit: must be <= 200, and 1 more issue',
    ],
    [
      Array.from({ length: 20 }, (_, i) => ({ field: `f${i}`, message: 'is unknown' })),
      45,
      'f0: is unknown, and 44 more issues',
    ],
  ])('a 400 with issues names the first and counts the rest in its message (%#)', async (issues, issueCount, line) => {
    const { client } = harness(fixture, { maxRetries: 0 });
    fixture.script('GET /v0/accounts/a1', {
      status: 400,
      body: errorBody('parameter_invalid', { issues, ...(issueCount && { issueCount }) }),
    });
    const error = (await client.accounts.get('a1').catch((e: unknown) => e)) as BadRequestError;
    expect(error.message).toBe(`400 parameter_invalid: ${line} (getAccount, Request-Id ${error.requestId})`);
    expect(error.apiMessage).toBe('parameter_invalid happened');
  });

  it('a wrong API key fails the method called: its 401 is the exchange answer, and isErrorOf(method) matches it', async () => {
    const { client } = harness(fixture, { apiKey: 'ak_wrong', maxRetries: 0 });
    const [first, second] = await Promise.all([
      client.accounts
        .list()
        .first()
        .catch((e: unknown) => e),
      client.transactions.get('t1').catch((e: unknown) => e),
    ]);
    expect(isErrorOf(first, client.accounts.list)).toBe(true);
    expect(isErrorOf(first, client.transactions.get)).toBe(false);
    expect(isErrorOf(second, client.transactions.get)).toBe(true);
    expect(first).toBeInstanceOf(UnauthorizedError);
    expect(first).toMatchObject({
      status: 401,
      code: 'unauthorized',
      context: { reason: 'invalid_token' },
      operationId: 'listAccounts',
      respondingOperationId: 'exchangeApiKey',
    });
    const { requestId, cause } = first as UnauthorizedError;
    expect(requestId).toMatch(/^req_\d+$/);
    expect(cause).toMatchObject({ operationId: 'exchangeApiKey', requestId });
    expect(String(first)).toBe(
      `UnauthorizedError: 401 unauthorized: Unknown API key. (exchangeApiKey before listAccounts, Request-Id ${requestId})`,
    );
  });

  it('reports a success response that is not JSON as UnexpectedResponseError, without retrying', async () => {
    const { client } = harness(fixture);
    fixture.script('GET /v0/metrics', {
      status: 200,
      text: '<html>Maintenance</html>',
      headers: { 'content-type': 'text/html' },
    });
    fixture.script('GET /v0/metrics', { status: 200, body: { chains: [], partial: true } });
    const error = await client.metrics.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({ status: 200, excerpt: '<html>Maintenance</html>', operationId: 'getMetrics' });
    expect((error as UnexpectedResponseError).requestId).toMatch(/^req_\d+$/);
    // The next scripted answer is still queued: the broken one was not retried.
    await expect(client.metrics.get()).resolves.toMatchObject({ partial: true });
  });

  it('exposes context.issues of parameter_invalid', async () => {
    const { client } = harness(fixture);
    const error = await client.transactions
      .list({ initiatedAt: { gte: '2026-01-01T00:00:00' } })
      .first()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).context?.issues).toEqual([
      { field: 'initiatedAt', message: 'timestamp needs a zone' },
    ]);
  });

  it('tolerates unknown statuses and codes, and non-JSON error bodies', async () => {
    const { client } = harness(fixture);
    fixture.script('GET /v0/metrics', { status: 418, body: errorBody('teapot_mode') });
    fixture.script('GET /v0/metrics', {
      status: 502,
      text: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    const unknown = await client.metrics.get().catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ApiError);
    expect(unknown).toMatchObject({ name: 'ApiError', status: 418, code: 'teapot_mode' });
    const gateway = await client.metrics.get().catch((e: unknown) => e);
    expect(gateway).toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'http_502',
      apiMessage: '<html>Bad gateway</html>',
    });
    expect((gateway as ApiError).requestId).toMatch(/^req_\d+$/);
  });

  it('isErrorOf narrows to the failing method only', async () => {
    const { client } = harness(fixture);
    const error = await client.transactions.get('missing').catch((e: unknown) => e);
    expect(isErrorOf(error, client.transactions.get)).toBe(true);
    expect(isErrorOf(error, client.accounts.get)).toBe(false);
    if (isErrorOf(error, client.transactions.get)) expect(error.code).toBe('transaction_not_found');
  });

  it('carries the Request-Id on results: non-enumerable requestId and withResponse()', async () => {
    const { client } = harness(fixture);
    const metrics = await client.metrics.get();
    expect(metrics.requestId).toMatch(/^req_\d+$/);
    expect(Object.keys(metrics)).not.toContain('requestId');
    expect(JSON.stringify(metrics)).not.toContain('requestId');
    const { data, requestId, response } = await client.metrics.totalSupply().withResponse();
    expect(data).toBe('1000.5');
    expect(requestId).toBe(response.headers.get('request-id'));
    expect(response.status).toBe(200);
  });
});

describe('routes.create and ensure', () => {
  const body = {
    from: { currency: 'usd' },
    to: { currency: 'ausd', chain: 'base', accountId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' },
  } as const;

  it('409 route_already_exists is a ConflictError carrying context.routeId; ensure returns the existing route', async () => {
    const { client } = harness(fixture);
    const created = await client.routes.create(body);
    const conflict = await client.routes.create(body).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 409, code: 'route_already_exists', context: { routeId: created.id } });
    const ensured = await client.routes.ensure(body);
    expect(ensured).toEqual(created);
    expect(ensured.requestId).toMatch(/^req_\d+$/);
    const fresh = await client.routes.ensure({ ...body, to: { ...body.to, chain: 'solana' } });
    expect(fresh.id).not.toBe(created.id);
  });

  it('ensure rethrows errors other than a conflict naming the route', async () => {
    const { client } = harness(fixture);
    const error = await client.routes.ensure({ from: {}, to: {} } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
  });
});

describe('accounts', () => {
  it('create, get, update and list round-trip bodies and path parameters', async () => {
    const { client } = harness(fixture);
    const wallet = await client.accounts.create({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['base'],
    });
    expect(wallet.kind).toBe('wallet');
    const renamed = await client.accounts.update(wallet.id, { operation: 'setName', name: 'Treasury' });
    expect(renamed.name).toBe('Treasury');
    expect((await client.accounts.get(wallet.id)).name).toBe('Treasury');
    const ids = [];
    for await (const account of client.accounts.list()) ids.push(account.id);
    expect(ids).toContain(wallet.id);
  });

  it('percent-encodes path parameters', async () => {
    const { client } = harness(fixture);
    const error = await client.accounts.get('a/b?c').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'account_not_found' });
    expect(fixture.requests.at(-1)!.path).toBe('/v0/accounts/a%2Fb%3Fc');
  });
});

describe('error classes', () => {
  it('has a class of its own for every error status the contract uses', () => {
    const statuses = [...new Set(Object.values(errorCatalog).map((entry) => entry.status))];
    const missing = statuses.filter((status) => apiErrorClass(status) === ApiError);
    expect(missing, 'add a subclass per status to packages/client/src/runtime/errors.ts (byStatus)').toEqual([]);
    const unexported = statuses
      .map((status) => apiErrorClass(status))
      .filter((errorClass) => !Object.values(clientRoot).includes(errorClass))
      .map((errorClass) => errorClass.name);
    expect(unexported, "export each status's class from packages/client/src/runtime/index.ts").toEqual([]);
  });
});
