// Property: whatever arrives (random methods, paths, query strings, headers and bodies aimed at every
// operation of the contract), the generated router never answers 5xx, never leaves a rejection unhandled,
// and every error is the API's shape with a Request-Id.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import type { OperationSpec, ParameterSpec } from '../../packages/contract-facts/src/operation.js';
import { API_KEY, generatedApp, SESSION_JWT } from './generated-app.js';
import { listen, type Exchange, type Loopback } from './loopback.js';

const RUNS = 1000;

let server: Loopback;
const reported: unknown[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await listen(
    generatedApp({
      bodyLimit: 4096,
      onError: (error) => reported.push(error),
      onResponseViolation: (violation) => reported.push(violation),
    }),
  );
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server.close();
});

const specs: OperationSpec[] = Object.values(operations);
/**
 * Any code points but surrogate halves (fast-check's `binary` unit), and the names a prototype pollution would use.
 * The `binary` unit itself would bring its default slices, which hold such names but cost 0.4 s per run to build over
 * every code point; the names are drawn here instead.
 */
const SURROGATES = 0x800;
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff - SURROGATES })
  .map((point) => String.fromCodePoint(point < 0xd800 ? point : point + SURROGATES));
const junk = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: codePoint, maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'),
  },
);
/** A string as it could appear in a request target: percent-encoded, raw-but-legal, or with broken escapes. */
const encoded = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    text.map(encodeURIComponent),
    text.map((value) => encodeURIComponent(value).replace(/%2C/g, ',').replace(/%2B/g, '+')),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '..', '.', '%2F', '%25'),
  );

const timestamp = fc.oneof(
  fc
    .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-01-01T00:00:00',
    '2026-01-01',
    '2026-01-01T00:00:00+02:00',
    '2026-13-40T25:61:00Z',
    'yesterday',
    '2026-01-01T00:00:00.123456789Z',
  ),
);

function valueFor(parameter: ParameterSpec): fc.Arbitrary<string> {
  const values = parameter.values ?? [];
  const known = values.length > 0 ? fc.constantFrom(...values) : fc.constant('abc');
  const typed: fc.Arbitrary<string> =
    parameter.range !== undefined
      ? timestamp
      : parameter.kind === 'integer'
        ? fc.oneof(
            fc.integer({ min: -5, max: 300 }).map(String),
            fc.constantFrom('1e3', '50.5', '0x10', '99999999999999999999'),
          )
        : parameter.kind === 'boolean'
          ? fc.constantFrom('true', 'false', 'TRUE', '1', 'yes')
          : parameter.kind === 'list'
            ? fc
                .array(fc.oneof(known, fc.constantFrom('', 'mars', ' ')), { minLength: 1, maxLength: 4 })
                .map((items) => items.join(','))
            : fc.oneof(known, fc.uuid().map(String));
  return fc.oneof(
    { weight: 4, arbitrary: typed },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: junk },
  );
}

/** A query the contract accepts: distinct declared parameters with valid values, at most one lower bound. */
function validQueryFor(spec: OperationSpec): fc.Arbitrary<string> {
  const declared = spec.parameters.filter(
    (parameter) => parameter.in === 'query' && (parameter.range === undefined || parameter.range.bound === 'lower'),
  );
  const valid = (parameter: ParameterSpec): fc.Arbitrary<string> => {
    const values = parameter.values ?? [];
    if (parameter.range !== undefined)
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    if (parameter.kind === 'integer') return fc.integer({ min: 1, max: 200 }).map(String);
    if (parameter.kind === 'boolean') return fc.constantFrom('true', 'false');
    if (parameter.kind === 'list') {
      const items = values.length > 0 ? values : ['ethereum', 'base', 'solana'];
      return fc
        .uniqueArray(fc.constantFrom(...items), { minLength: 1, maxLength: 3 })
        .map((chosen) => chosen.join(','));
    }
    return values.length > 0 ? fc.constantFrom(...values) : fc.uuid().map(String);
  };
  return fc
    .subarray(declared)
    .map((chosen) =>
      chosen.filter(
        (parameter, index) =>
          parameter.range === undefined ||
          chosen.findIndex((other) => other.range?.field === parameter.range?.field) === index,
      ),
    )
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((parameter) => valid(parameter).map((value) => `${parameter.name}=${encodeURIComponent(value)}`)),
      ),
    )
    .map((parts) => parts.join('&'));
}

/** Anything: declared, dotted, unknown and junk names with valid, empty or junk values, encoded or broken. */
function chaoticQueryFor(spec: OperationSpec): fc.Arbitrary<string> {
  const declared = spec.parameters.filter((parameter) => parameter.in === 'query');
  const pair = fc.oneof(
    ...declared.map((parameter) => fc.tuple(fc.constant(parameter.name), valueFor(parameter))),
    fc.tuple(fc.constantFrom('initiatedAt.eq', 'createdAt.between', 'limit.gte', 'colour', 'a.b.c', ''), junk),
    fc.tuple(junk, junk),
  );
  return fc
    .array(fc.tuple(pair, fc.boolean()), { maxLength: 7 })
    .chain((pairs) =>
      fc.tuple(
        ...pairs.map(([[name, value], bare]) =>
          fc
            .tuple(encoded(fc.constant(name)), encoded(fc.constant(value)))
            .map(([n, v]) => (bare && v === '' ? n : `${n}=${v}`)),
        ),
      ),
    )
    .map((parts) => parts.join('&'));
}

const queryFor = (spec: OperationSpec) => fc.oneof(validQueryFor(spec), chaoticQueryFor(spec));

function pathFor(spec: OperationSpec): fc.Arbitrary<string> {
  const segment = fc.oneof({ weight: 3, arbitrary: fc.uuid().map(String) }, { weight: 2, arbitrary: encoded(junk) });
  const filled = fc.array(segment, { minLength: 3, maxLength: 3 }).map((values) => {
    let index = 0;
    return spec.path.replace(/\{[^}]+\}/g, () => values[index++] || 'x');
  });
  return fc.oneof(
    { weight: 8, arbitrary: filled },
    { weight: 1, arbitrary: filled.map((path) => `${path}/extra`) },
    { weight: 1, arbitrary: encoded(junk).map((tail) => `/v0/${tail}`) },
  );
}

/** Bodies the contract accepts, per operation that takes one. */
const validBodies: Record<string, fc.Arbitrary<unknown>> = {
  createAccount: fc.oneof(
    fc.record(
      {
        kind: fc.constant('wallet'),
        address: fc.constantFrom(
          '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
          '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359',
        ),
        networks: fc.uniqueArray(fc.constantFrom('ethereum', 'base', 'arbitrum', 'polygon-pos'), {
          minLength: 1,
          maxLength: 3,
        }),
        name: fc.string({ maxLength: 40 }),
      },
      { requiredKeys: ['kind', 'address', 'networks'] },
    ),
    fc.record({
      kind: fc.constant('bank'),
      accountNumber: fc.constantFrom('000123456789', '0001 2345 6789'),
      bankName: fc.constant('First Example Bank'),
      beneficiary: fc.constant('Acme LLC'),
      routingNumber: fc.constant('021000021'),
    }),
  ),
  updateAccount: fc.record({ operation: fc.constant('setName'), name: fc.string({ maxLength: 40 }) }),
  createRoute: fc.record({
    from: fc.record({ currency: fc.constant('usd') }),
    to: fc.record({ currency: fc.constant('ausd'), chain: fc.constant('base'), accountId: fc.uuid().map(String) }),
  }),
};

const chaoticBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        kind: fc.constantFrom('wallet', 'bank', 'mars'),
        operation: fc.constantFrom('setName', 'addNetwork', 'requestEntitlement'),
        address: fc.constantFrom(
          '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
          '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
          '',
        ),
        networks: fc.array(fc.constantFrom('ethereum', 'base', 'solana', 'mars'), { maxLength: 3 }),
        name: fc.string({ maxLength: 210 }),
        network: fc.constantFrom('ethereum', 'sui'),
        entitlement: fc.constantFrom('instant_settlement', 'rewards'),
        from: fc.record({ currency: fc.constantFrom('usd', 'ausd', 'usdc') }),
        to: fc.record({ currency: fc.constantFrom('ausd', 'usd'), accountId: fc.uuid().map(String) }),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"kind":', 'null', '', ' ', 'x'.repeat(5000), '\u0000'),
);

const request = fc.constantFrom(...specs).chain((spec) =>
  fc.record({
    operationId: fc.constant(spec.operationId),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant(spec.method.toUpperCase()) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') },
    ),
    path: pathFor(spec),
    query: queryFor(spec),
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Bearer ${spec.credential === 'exchange' ? API_KEY : SESSION_JWT}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          `Bearer ${API_KEY}`,
          `Bearer ${SESSION_JWT}`,
          'Bearer expired.jwt.x',
          'Basic abc',
          'Bearer',
          'bearer  a b',
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    requestId: fc.option(fc.oneof(fc.uuid().map(String), fc.string({ unit: 'grapheme-ascii', maxLength: 140 })), {
      nil: undefined,
    }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      undefined,
    ),
    body:
      spec.requestBody === undefined
        ? fc.option(chaoticBody, { freq: 4, nil: undefined })
        : fc.oneof(
            {
              weight: 3,
              arbitrary: (validBodies[spec.operationId] ?? chaoticBody).map((value) =>
                typeof value === 'string' ? value : JSON.stringify(value),
              ),
            },
            { weight: 2, arbitrary: chaoticBody },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
  }),
);

function checkResponse(method: string, response: Exchange): void {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(500);
  expect(response.headers['request-id']).toMatch(/^\S+$/);
  if (response.status < 400 || method === 'HEAD') return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String), docs_url: expect.any(String) }),
  );
  if (response.json.context !== undefined) expect(typeof response.json.context).toBe('object');
  if (response.json.code === 'parameter_invalid') {
    expect(response.json.context.issues.length).toBeGreaterThan(0);
    for (const issue of response.json.context.issues)
      expect(issue).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
}

describe('random requests against every operation', () => {
  it(`${RUNS} requests: no 5xx, no unhandled rejection, always the error shape with Request-Id`, async () => {
    const statuses = new Map<number, number>();
    const aimedAt = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ operationId, method, path, query, authorization, requestId, contentType, body }) => {
          aimedAt.set(operationId, (aimedAt.get(operationId) ?? 0) + 1);
          const headers: Record<string, string> = {};
          if (authorization !== undefined) headers['Authorization'] = authorization;
          if (requestId !== undefined) headers['Request-Id'] = requestId;
          if (contentType !== undefined && body !== undefined) headers['Content-Type'] = contentType;
          const response = await server.send(method, query === '' ? path : `${path}?${query}`, { headers, body });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          checkResponse(method, response);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env['PROPERTY_SEED'] ?? 20260101) },
    );
    expect(reported).toEqual([]);
    expect(unhandled).toEqual([]);
    // The generator must aim at every operation, reach handlers and every kind of rejection, or it proves little.
    for (const spec of specs)
      expect(aimedAt.get(spec.operationId) ?? 0, spec.operationId).toBeGreaterThan(RUNS / specs.length / 2);
    for (const status of [200, 201, 400, 401, 404, 405])
      expect(statuses.get(status) ?? 0, `status ${status} in ${JSON.stringify([...statuses])}`).toBeGreaterThan(
        RUNS / 200,
      );
  });
});
