// A small hand-made contract in the shape generated/operations.ts and generated/validators.js provide, with
// validators compiled here by ajv (2020-12, allErrors, as generated/validators.js is built) so the core's
// tests do not depend on the evolving spec. The generated contract is exercised in generated-router.test.ts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import express, { type Express } from 'express';
import type { OperationSpec, ParameterSpec } from '../../packages/contract-facts/src/operation.js';
import { createCoreRouter } from '../../packages/express/src/runtime/index.js';
import type {
  Contract,
  HandlerInput,
  HandlerResult,
  OperationValidators,
  RouterOptions,
} from '../../packages/express/src/runtime/index.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (instance: Ajv2020) => void)(ajv);

const jsonWithId = { contentType: 'application/json', headers: ['Request-Id'], codes: [] };
const error = (...codes: string[]) => ({ contentType: 'application/json', headers: ['Request-Id'], codes });
const bound = (field: string, op: string, bound: 'lower' | 'upper', inclusive: boolean): ParameterSpec => ({
  name: `${field}.${op}`,
  in: 'query',
  required: false,
  kind: 'string',
  range: { field, bound, inclusive },
});
export const transactionTypes = ['bridge', 'mint', 'redeem', 'return', 'reward'] as const;

export const operations = {
  listTransactions: {
    operationId: 'listTransactions',
    method: 'get',
    path: '/v0/transactions',
    tag: 'Transactions',
    credential: 'session',
    accept: 'application/json',
    strictQuery: true,
    parameters: [
      { name: 'cursor', in: 'query', required: false, kind: 'string' },
      { name: 'limit', in: 'query', required: false, kind: 'integer', default: 50 },
      { name: 'type', in: 'query', required: false, kind: 'list', values: transactionTypes },
      { name: 'isInstantSettlement', in: 'query', required: false, kind: 'boolean' },
      bound('initiatedAt', 'gt', 'lower', false),
      bound('initiatedAt', 'gte', 'lower', true),
      bound('initiatedAt', 'lt', 'upper', false),
      bound('initiatedAt', 'lte', 'upper', true),
    ],
    responses: {
      '200': jsonWithId,
      '400': error('parameter_invalid'),
      '401': error('unauthorized'),
      '500': error('internal_error'),
    },
  },
  getAccount: {
    operationId: 'getAccount',
    method: 'get',
    path: '/v0/accounts/{accountId}',
    tag: 'Accounts',
    credential: 'session',
    accept: 'application/json',
    strictQuery: false,
    parameters: [{ name: 'accountId', in: 'path', required: true, kind: 'string' }],
    responses: { '200': jsonWithId, '404': error('account_not_found', 'not_found'), '500': error('internal_error') },
  },
  createAccount: {
    operationId: 'createAccount',
    method: 'post',
    path: '/v0/accounts',
    tag: 'Accounts',
    credential: 'session',
    accept: 'application/json',
    strictQuery: false,
    parameters: [],
    requestBody: { contentType: 'application/json', required: true },
    responses: { '201': jsonWithId, '400': error('parameter_invalid'), '500': error('internal_error') },
  },
  exchangeApiKey: {
    operationId: 'exchangeApiKey',
    method: 'post',
    path: '/v0/auth/token',
    tag: 'Auth',
    credential: 'exchange',
    accept: 'application/json',
    strictQuery: false,
    parameters: [],
    responses: { '200': jsonWithId, '401': error('unauthorized') },
  },
  getMetrics: {
    operationId: 'getMetrics',
    method: 'get',
    path: '/v0/metrics',
    tag: 'Metrics',
    credential: 'public',
    accept: 'application/json',
    strictQuery: false,
    parameters: [],
    responses: {
      '200': { contentType: 'application/json', headers: ['Request-Id', 'Access-Control-Allow-Origin'], codes: [] },
    },
  },
  getTotalSupply: {
    operationId: 'getTotalSupply',
    method: 'get',
    path: '/v0/metrics/total-supply',
    tag: 'Metrics',
    credential: 'public',
    accept: 'text/plain',
    strictQuery: false,
    parameters: [],
    responses: {
      '200': { contentType: 'text/plain', headers: ['Request-Id'], codes: [] },
      '204': { headers: ['Request-Id'], codes: [] },
    },
  },
} as const satisfies Record<string, OperationSpec>;

const zoned = { type: 'string', format: 'date-time', pattern: '(Z|z|[+-]\\d{2}:\\d{2})$' };
const errorSchema = {
  type: 'object',
  required: ['code', 'message', 'docs_url'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    docs_url: { type: 'string' },
    context: { type: 'object' },
  },
};
const account = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: { type: 'string', format: 'uuid' }, kind: { enum: ['wallet', 'bank'] } },
};
const networks = ['ethereum', 'solana', 'base'];

const listQuery = {
  cursor: { type: 'string', minLength: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 200 },
  type: { type: 'array', minItems: 1, items: { enum: transactionTypes } },
  isInstantSettlement: { type: 'boolean' },
  'initiatedAt.gt': zoned,
  'initiatedAt.gte': zoned,
  'initiatedAt.lt': zoned,
  'initiatedAt.lte': zoned,
};

export const validators: Record<keyof typeof operations, OperationValidators> = {
  listTransactions: {
    query: ajv.compile({ type: 'object', properties: listQuery }),
    // As generated/validators.js has them: each parameter's schema alone.
    passes: {
      queryParameters: Object.fromEntries(
        Object.entries(listQuery).map(([name, schema]) => [name, ajv.compile(schema)]),
      ),
      responses: {},
    },
    responses: {
      '200': ajv.compile({
        type: 'object',
        required: ['data', 'nextCursor'],
        properties: {
          data: {
            type: 'array',
            items: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
          },
          nextCursor: { type: ['string', 'null'] },
        },
      }),
      '400': ajv.compile(errorSchema),
      '401': ajv.compile(errorSchema),
      '500': ajv.compile(errorSchema),
    },
  },
  getAccount: {
    params: ajv.compile({
      type: 'object',
      required: ['accountId'],
      properties: { accountId: { type: 'string', format: 'uuid' } },
    }),
    responses: { '200': ajv.compile(account), '404': ajv.compile(errorSchema), '500': ajv.compile(errorSchema) },
  },
  createAccount: {
    body: ajv.compile({
      type: 'object',
      required: ['kind', 'address', 'networks'],
      additionalProperties: false,
      properties: {
        kind: { const: 'wallet' },
        address: { type: 'string', minLength: 1 },
        networks: { type: 'array', minItems: 1, items: { enum: networks } },
        name: { type: 'string', maxLength: 200 },
      },
    }),
    responses: { '201': ajv.compile(account), '400': ajv.compile(errorSchema), '500': ajv.compile(errorSchema) },
  },
  exchangeApiKey: {
    responses: {
      '200': ajv.compile({ type: 'object', required: ['sessionJwt'], properties: { sessionJwt: { type: 'string' } } }),
      '401': ajv.compile(errorSchema),
    },
  },
  getMetrics: {
    responses: {
      '200': ajv.compile({ type: 'object', required: ['chains'], properties: { chains: { type: 'array' } } }),
    },
  },
  getTotalSupply: { responses: {} },
};

/** The fixture's list with `name` required, as a query with a required parameter has it: for the query properties. */
export function listRequiring(name: string): { spec: OperationSpec; validators: OperationValidators } {
  const { listTransactions } = operations;
  return {
    spec: {
      ...listTransactions,
      parameters: listTransactions.parameters.map((parameter) =>
        parameter.name === name ? { ...parameter, required: true } : parameter,
      ),
    },
    validators: {
      ...validators.listTransactions,
      query: ajv.compile({ type: 'object', properties: listQuery, required: [name] }),
    },
  };
}

export const queryRules = {
  repeated_parameter: 'Repeated parameter: pass one comma-separated value.',
  unknown_parameter: 'Unknown parameter.',
  unknown_range_operator: 'Unknown range operator; use gt, gte, lt or lte.',
  empty_value: 'Empty value.',
  conflicting_bounds: 'Two bounds on the same side of a range.',
  unsatisfiable_range: 'No value can satisfy this range.',
  zoneless_timestamp: 'Timestamp must carry a zone (Z or an offset).',
  unrepresentable_timestamp: 'Timestamp names no representable instant.',
  encoded_comma: 'Send the commas between values literally; %2C is part of one value.',
};

export const contract: Contract = {
  operations,
  validators,
  queryRules,
  errorDocsUrl: (code) => `https://docs.example.test/errors#${code}`,
  errorCatalog: {
    parameter_invalid: { status: 400, description: 'A request parameter failed validation.' },
    unauthorized: { status: 401, description: 'Authentication missing or failed.' },
    not_found: { status: 404, description: 'Unknown resource or route.' },
    account_not_found: { status: 404, description: 'Account unknown for the organization.' },
    internal_error: { status: 500, description: 'Unexpected failure.' },
  },
  issueBounds: { issues: 20, field: 200 },
  errorRoles: {
    validation: 'parameter_invalid',
    unauthenticated: 'unauthorized',
    unknownPath: 'not_found',
    internal: 'internal_error',
  },
  unsupportedMethod: { status: 405, code: 'not_found', header: 'Allow' },
  requestIdHeader: 'Request-Id',
  unauthorizedReasons: ['missing_header', 'invalid_token'],
};

export const VALID_JWT = 'session.jwt.valid';
export const ACCOUNT_ID = '0b6f2a8e-4c1d-4d55-9a3e-5a1f2c3d4e5f';

type Handler = (input: HandlerInput<{ org: string }>) => HandlerResult | Promise<HandlerResult>;

export const defaultHandlers: Record<keyof typeof operations, Handler> = {
  listTransactions: () => ({ status: 200, body: { data: [], nextCursor: null } }),
  getAccount: ({ params }) => ({ status: 200, body: { id: params['accountId'], kind: 'wallet' } }),
  createAccount: () => ({ status: 201, body: { id: ACCOUNT_ID, kind: 'wallet' } }),
  exchangeApiKey: ({ principal }) => ({ status: 200, body: { sessionJwt: `jwt-for-${principal?.org}` } }),
  getMetrics: () => ({ status: 200, body: { chains: [] } }),
  getTotalSupply: () => ({ status: 200, body: '1000.000000' }),
};

export type FixtureOptions = Partial<RouterOptions<Partial<Record<keyof typeof operations, Handler>>, { org: string }>>;

/** An Express app with the core router over the fixture contract; handlers and options overridable per test. */
export function fixtureApp(options: FixtureOptions = {}): Express {
  const app = express();
  app.use(
    createCoreRouter({
      validateResponses: true,
      onError: () => {},
      ...options,
      handlers: { ...defaultHandlers, ...options.handlers },
      authenticate:
        options.authenticate ??
        (({ credential, role }) =>
          credential === VALID_JWT || (role === 'exchange' && credential === 'api-key')
            ? { ok: true, principal: { org: 'acme' } }
            : { ok: false, reason: 'invalid_token' }),
      contract,
    }),
  );
  return app;
}

export const bearer = { Authorization: `Bearer ${VALID_JWT}` };
