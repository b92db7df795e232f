// Before/after pairs built from the real contract by one small edit each (or from a small third-party-style
// document, `document`, where the contract lacks the construct), with the exact list of changes each must
// produce. `base` edits the before side when the interesting change is the reverse of an edit.
import type { Level } from '../../packages/api-toolkit/src/diff/rule.js';
import { type Doc, operation, parameter, response, schema } from './contract-fixture.js';
import { library30, shop31 } from './third-party.js';

export interface CorpusCase {
  name: string;
  head?: (doc: Doc) => void;
  base?: (doc: Doc) => void;
  /** The document both sides start from; default: the bundled contract. */
  document?: () => Doc;
  /** Every [rule id, level] reported, no more and no fewer (order aside). */
  expect: [string, Level][];
  /** The location the first expected change must carry: where the edit is defined. */
  at?: string;
  /** Keep the head's info.version (the harness otherwise bumps it, so that only the version case sees version-not-bumped). */
  keepVersion?: boolean;
}

const routes = '/v0/routes';
const route = '/v0/routes/{routeId}';
const transactions = '/v0/transactions';
const account = '/v0/accounts/{accountId}';

const legDetailVariant = (doc: Doc) => {
  doc.components.schemas.SwapLegDetail = {
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: { type: { type: 'string', const: 'swap' } },
  };
  schema(doc, 'LegDetail').oneOf.push({ $ref: '#/components/schemas/SwapLegDetail' });
  schema(doc, 'LegDetail').discriminator.mapping.swap = '#/components/schemas/SwapLegDetail';
};

/** The pet shop with a HEAD operation beside its GET (does the pet exist?), keyed by method and path. */
const shopWithHead = () => {
  const doc = shop31();
  doc.paths['/pets/{petId}'].head = {
    parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
    responses: { '200': { description: 'The pet exists' } },
  };
  return doc;
};

/**
 * The pet shop with inline union alternatives: a delivery chosen by a discriminator in the order, a contact
 * told apart by JSON type, pets' owners by a fixed `kind`, and badges that differ only in content.
 */
const shopWithUnions = () => {
  const doc = shop31();
  doc.components.schemas.Order.properties.delivery = {
    oneOf: [
      {
        type: 'object',
        required: ['method'],
        properties: { method: { type: 'string', const: 'pickup' }, store: { type: 'string' } },
      },
      {
        type: 'object',
        required: ['method', 'address'],
        properties: { method: { type: 'string', const: 'courier' }, address: { type: 'string' } },
      },
    ],
    discriminator: { propertyName: 'method' },
  };
  doc.components.schemas.Order.properties.contact = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
  doc.components.schemas.Pet.properties.owner = {
    oneOf: [
      { type: 'object', properties: { kind: { enum: ['person'] }, name: { type: 'string' } } },
      { type: 'object', properties: { kind: { enum: ['shelter'] }, shelterId: { type: 'string' } } },
      { type: 'null' },
    ],
  };
  doc.components.schemas.Pet.properties.badges = {
    type: 'array',
    items: {
      anyOf: [
        { type: 'object', required: ['gold'], properties: { gold: { type: 'boolean' } } },
        { type: 'object', required: ['silver'], properties: { silver: { type: 'boolean' } } },
      ],
    },
  };
  return doc;
};
const reversed = (union: { oneOf?: unknown[]; anyOf?: unknown[] }) => (union.oneOf ?? union.anyOf)!.reverse();

export const corpus: CorpusCase[] = [
  // Inline union alternatives, known by content: by discriminator value, fixed property, JSON type or whole.
  {
    name: 'inline alternatives are reordered (discriminator, JSON type, fixed kind, content)',
    document: shopWithUnions,
    head: (d) => {
      const { Order, Pet } = d.components.schemas;
      reversed(Order.properties.delivery);
      reversed(Order.properties.contact);
      reversed(Pet.properties.owner);
      reversed(Pet.properties.badges.items);
    },
    expect: [],
  },
  {
    name: 'reordered inline request alternatives, one of which now requires a field',
    document: shopWithUnions,
    head: (d) => {
      const delivery = d.components.schemas.Order.properties.delivery;
      reversed(delivery);
      delivery.oneOf[1].required.push('store');
    },
    at: '/components/schemas/Order/properties/delivery/oneOf/1',
    expect: [['request-property-required', 'breaking']],
  },
  {
    name: 'an inline response alternative is removed and the rest reordered',
    document: shopWithUnions,
    head: (d) => {
      const owner = d.components.schemas.Pet.properties.owner;
      owner.oneOf = [owner.oneOf[2], owner.oneOf[1]];
    },
    expect: [['union-variant-removed', 'info']],
  },
  {
    name: 'an inline request alternative is removed and the rest reordered',
    document: shopWithUnions,
    head: (d) => (d.components.schemas.Order.properties.contact.anyOf = [{ type: 'integer' }]),
    // The alternatives were told apart by JSON type: the union's types narrow too.
    expect: [
      ['union-variant-removed', 'breaking'],
      ['type-narrowed', 'breaking'],
    ],
  },
  {
    name: 'an inline response alternative is added in front',
    document: shopWithUnions,
    head: (d) =>
      d.components.schemas.Pet.properties.badges.items.anyOf.unshift({
        type: 'object',
        required: ['bronze'],
        properties: { bronze: { type: 'boolean' } },
      }),
    expect: [['union-variant-added', 'breaking']],
  },
  // Operations and paths: every method OpenAPI names, HEAD, OPTIONS and TRACE included.
  {
    name: 'a HEAD operation is removed',
    document: shopWithHead,
    head: (d) => delete d.paths['/pets/{petId}'].head,
    at: '/paths/~1pets~1{petId}/head',
    expect: [['operation-removed', 'breaking']],
  },
  {
    name: 'an OPTIONS operation is added',
    document: shop31,
    head: (d) => (d.paths['/orders'].options = { responses: { '204': { description: 'The allowed methods' } } }),
    at: '/paths/~1orders/options',
    expect: [['operation-added', 'info']],
  },
  {
    name: 'a HEAD operation gains a required query parameter',
    document: shopWithHead,
    head: (d) =>
      d.paths['/pets/{petId}'].head.parameters.push({
        name: 'store',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    expect: [['parameter-added-required', 'breaking']],
  },
  {
    name: 'a TRACE operation is removed',
    document: shop31,
    base: (d) => (d.paths['/orders'].trace = { responses: { '200': { description: 'The request as received' } } }),
    at: '/paths/~1orders/trace',
    expect: [['operation-removed', 'breaking']],
  },
  {
    name: 'an operation is removed',
    head: (d) => delete d.paths[route].get,
    at: '/paths/~1v0~1routes~1{routeId}/get',
    expect: [['operation-removed', 'breaking']],
  },
  {
    name: 'an operation carrying its own extensions (x-identity) is removed',
    head: (d) => delete d.paths['/v0/accounts'].post,
    expect: [['operation-removed', 'breaking']],
  },
  {
    name: 'an operation is added',
    head: (d) =>
      (d.paths[route].delete = { ...structuredClone(operation(d, route, 'get')), operationId: 'deleteRoute' }),
    expect: [['operation-added', 'info']],
  },
  {
    name: 'an operation is deprecated',
    head: (d) => (operation(d, route, 'get').deprecated = true),
    expect: [['operation-deprecated', 'warning']],
  },
  {
    name: 'an operationId changes',
    head: (d) => (operation(d, route, 'get').operationId = 'readRoute'),
    expect: [['operation-id-changed', 'warning']],
  },
  {
    name: 'a path parameter is renamed at the same position',
    head: (d) => {
      d.paths['/v0/routes/{id}'] = d.paths[route];
      delete d.paths[route];
      parameter(d, 'RouteIdPath').name = 'id';
    },
    expect: [['path-parameter-renamed', 'info']],
  },
  {
    name: 'the success status changes',
    head: (d) => {
      const responses = operation(d, routes, 'post').responses;
      responses['200'] = responses['201'];
      delete responses['201'];
    },
    expect: [['success-status-changed', 'breaking']],
  },
  {
    name: 'the success media type changes',
    head: (d) => {
      const ok = operation(d, '/v0/metrics/total-supply', 'get').responses['200'];
      ok.content = { 'text/csv': ok.content['text/plain'] };
    },
    expect: [['success-media-type-changed', 'breaking']],
  },
  {
    name: 'the request media type changes',
    head: (d) => {
      const body = operation(d, routes, 'post').requestBody;
      body.content = { 'application/merge-patch+json': body.content['application/json'] };
    },
    expect: [['request-media-type-changed', 'breaking']],
  },
  {
    name: 'an optional request body becomes required',
    base: (d) => (operation(d, account, 'put').requestBody.required = false),
    expect: [['request-body-required', 'breaking']],
  },
  {
    name: 'the request body is removed',
    head: (d) => delete operation(d, account, 'put').requestBody,
    expect: [['request-body-removed', 'breaking']],
  },
  {
    name: 'security is added to a public operation',
    head: (d) => delete operation(d, '/v0/metrics', 'get').security,
    expect: [['security-added-to-public-operation', 'breaking']],
  },
  {
    name: 'the security of an operation changes',
    head: (d) => (operation(d, '/v0/auth/token', 'post').security = [{ sessionJwt: [] }]),
    expect: [['security-changed', 'breaking']],
  },
  {
    name: 'an operation becomes public',
    head: (d) => (operation(d, routes, 'get').security = []),
    expect: [['security-removed', 'info']],
  },
  {
    name: 'a security scheme changes',
    head: (d) => (d.components.securitySchemes.sessionJwt.scheme = 'basic'),
    expect: [['security-scheme-changed', 'breaking']],
  },
  {
    name: 'a security scheme gains an extension',
    head: (d) => (d.components.securitySchemes.sessionJwt['x-audience'] = 'ausd'),
    expect: [['extension-changed', 'warning']],
  },

  // Parameters (request side).
  {
    name: 'a required query parameter is added',
    head: (d) =>
      operation(d, routes, 'get').parameters.push({
        name: 'region',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    expect: [['parameter-added-required', 'breaking']],
  },
  {
    name: 'an optional query parameter is added',
    head: (d) =>
      operation(d, routes, 'get').parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } }),
    expect: [['parameter-added', 'info']],
  },
  {
    name: 'a query parameter is removed from an x-strict-query operation',
    head: (d) => {
      const list = operation(d, transactions, 'get');
      list.parameters = list.parameters.filter((p: Doc) => p.$ref !== '#/components/parameters/TransactionTypeFilter');
    },
    expect: [['query-parameter-removed-strict', 'breaking']],
  },
  {
    name: 'a query parameter is removed where unknown parameters are ignored',
    base: (d) => delete operation(d, transactions, 'get')['x-strict-query'],
    head: (d) => {
      const list = operation(d, transactions, 'get');
      delete list['x-strict-query'];
      list.parameters = list.parameters.filter((p: Doc) => p.$ref !== '#/components/parameters/TransactionTypeFilter');
    },
    expect: [['parameter-removed', 'warning']],
  },
  {
    name: 'an optional parameter becomes required',
    head: (d) => (parameter(d, 'Limit').required = true),
    expect: [['parameter-became-required', 'breaking']],
  },
  {
    name: 'a required parameter becomes optional',
    base: (d) => (parameter(d, 'Limit').required = true),
    expect: [['parameter-became-optional', 'info']],
  },
  {
    name: 'explode changes',
    head: (d) => (parameter(d, 'TransactionTypeFilter').explode = true),
    expect: [['parameter-style-changed', 'breaking']],
  },
  {
    name: 'a parameter is deprecated',
    head: (d) => (parameter(d, 'TransactionTypeFilter').deprecated = true),
    expect: [['parameter-deprecated', 'warning']],
  },
  {
    name: 'a range bound becomes exclusive (x-range)',
    head: (d) => (parameter(d, 'InitiatedAtGte')['x-range'].inclusive = false),
    expect: [['range-changed', 'breaking']],
  },
  {
    name: 'x-strict-query is added',
    head: (d) => (operation(d, route, 'get')['x-strict-query'] = true),
    expect: [['strict-query-added', 'breaking']],
  },
  {
    name: 'x-strict-query is removed',
    head: (d) => delete operation(d, transactions, 'get')['x-strict-query'],
    expect: [['strict-query-removed', 'info']],
  },
  {
    name: 'a filter value is removed',
    head: (d) => parameter(d, 'TransactionTypeFilter').schema.items.enum.shift(),
    expect: [['enum-value-removed', 'breaking']],
  },
  {
    name: 'a filter value is added',
    head: (d) => parameter(d, 'TransactionTypeFilter').schema.items.enum.push('burn'),
    expect: [['enum-value-added', 'info']],
  },
  {
    name: 'the page size limit grows',
    head: (d) => (parameter(d, 'Limit').schema.maximum = 500),
    expect: [['constraint-widened', 'info']],
  },
  {
    name: 'the page size limit shrinks',
    head: (d) => (parameter(d, 'Limit').schema.maximum = 100),
    at: '/components/parameters/Limit/schema',
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a multi-value filter gets uniqueItems',
    base: (d) => delete parameter(d, 'TransactionTypeFilter').schema.uniqueItems,
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a multi-value filter takes fewer values',
    head: (d) => (parameter(d, 'TransactionTypeFilter').schema.maxItems = 3),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'the zoned timestamp pattern changes both ways (colons anywhere, offsets gone)',
    head: (d) => (schema(d, 'ZonedTimestamp').pattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$'),
    expect: [
      ['constraint-narrowed', 'breaking'],
      ['constraint-widened', 'info'],
    ],
  },
  {
    name: 'a limit parameter no longer takes integers only',
    head: (d) => (parameter(d, 'Limit').schema.type = 'number'),
    expect: [['type-widened', 'info']],
  },

  // Request bodies.
  {
    name: 'a required body property is added',
    head: (d) => {
      schema(d, 'RouteCreation').properties.purpose = { type: 'string' };
      schema(d, 'RouteCreation').required.push('purpose');
    },
    expect: [['request-property-required', 'breaking']],
  },
  {
    name: 'an optional body property becomes required',
    head: (d) => schema(d, 'RouteCreation').required.push('name'),
    expect: [['request-property-required', 'breaking']],
  },
  {
    name: 'an optional body property is added',
    head: (d) => (schema(d, 'RouteCreation').properties.purpose = { type: 'string' }),
    expect: [['request-property-added', 'info']],
  },
  {
    name: 'a body property is removed from a closed body',
    head: (d) => delete schema(d, 'RouteCreation').properties.name,
    expect: [['request-property-removed', 'breaking']],
  },
  {
    name: 'a required body property becomes optional',
    base: (d) => schema(d, 'RouteCreation').required.push('name'),
    expect: [['request-property-became-optional', 'info']],
  },
  {
    name: 'an open request body is closed',
    base: (d) => delete schema(d, 'RouteCreation').additionalProperties,
    expect: [['request-object-closed', 'breaking']],
  },
  {
    name: 'a closed request body is opened',
    head: (d) => delete schema(d, 'RouteCreation').additionalProperties,
    expect: [['request-object-opened', 'info']],
  },
  {
    name: 'a label accepts fewer characters',
    head: (d) => (schema(d, 'Label').maxLength = 100),
    expect: [
      ['constraint-narrowed', 'breaking'],
      ['constraint-narrowed', 'info'],
    ],
  },
  {
    name: 'a label becomes nullable',
    head: (d) => (schema(d, 'Label').type = ['string', 'null']),
    expect: [
      ['type-widened', 'info'],
      ['response-became-nullable', 'breaking'],
    ],
  },
  {
    name: 'a request union loses a variant',
    head: (d) => {
      const update = schema(d, 'AccountUpdate');
      update.oneOf.pop();
      delete update.discriminator.mapping.requestEntitlement;
    },
    expect: [['union-variant-removed', 'breaking']],
  },
  {
    name: 'a request union gains a variant',
    base: (d) => {
      const update = schema(d, 'AccountUpdate');
      update.oneOf.pop();
      delete update.discriminator.mapping.requestEntitlement;
    },
    expect: [['union-variant-added', 'info']],
  },
  {
    name: 'an open request enum is closed',
    head: (d) => {
      const currency = schema(d, 'RouteSourceCurrencyInput');
      currency.type = 'string';
      currency.enum = currency.anyOf[0].enum;
      delete currency.anyOf;
    },
    expect: [['request-enum-closed', 'breaking']],
  },
  {
    name: 'a closed filter enum is opened',
    head: (d) => {
      const items = parameter(d, 'TransactionTypeFilter').schema.items;
      items.anyOf = [{ type: 'string', enum: items.enum }, { type: 'string' }];
      delete items.enum;
    },
    at: '/components/parameters/TransactionTypeFilter/schema/items',
    expect: [['request-enum-opened', 'info']],
  },
  {
    name: 'a request property changes type',
    head: (d) => (schema(d, 'Label').type = 'integer'),
    expect: [
      ['type-narrowed', 'breaking'],
      ['type-widened', 'info'],
      ['type-narrowed', 'info'],
      ['type-widened', 'breaking'],
    ],
  },

  // Responses.
  {
    name: 'a closed response enum gains a value',
    head: (d) => schema(d, 'EntitlementStatus').enum.push('suspended'),
    at: '/components/schemas/EntitlementStatus',
    expect: [['enum-value-added', 'breaking']],
  },
  {
    name: 'a closed response enum loses a value',
    head: (d) => schema(d, 'AddressFormat').enum.pop(),
    expect: [['enum-value-removed', 'info']],
  },
  {
    name: 'an open enum gains a value',
    head: (d) => schema(d, 'TransactionType').anyOf[0].enum.push('burn'),
    expect: [['open-enum-value-added', 'info']],
  },
  {
    name: 'an open enum loses a known value',
    head: (d) => schema(d, 'TransactionType').anyOf[0].enum.pop(),
    expect: [['open-enum-value-removed', 'info']],
  },
  {
    name: 'a closed response enum is opened',
    head: (d) => {
      const status = schema(d, 'EntitlementStatus');
      status.anyOf = [{ type: 'string', enum: status.enum }, { type: 'string' }];
      delete status.enum;
      delete status.type;
    },
    expect: [['response-enum-opened', 'breaking']],
  },
  {
    name: 'an open response enum is closed',
    head: (d) => {
      const status = schema(d, 'TransactionStatus');
      status.type = 'string';
      status.enum = status.anyOf[0].enum;
      delete status.anyOf;
    },
    at: '/components/schemas/TransactionStatus',
    expect: [['response-enum-closed', 'info']],
  },
  {
    name: 'a discriminated response union gains a variant',
    head: legDetailVariant,
    expect: [['union-variant-added', 'breaking']],
  },
  {
    name: 'a discriminated response union loses a variant',
    base: legDetailVariant,
    expect: [['union-variant-removed', 'info']],
  },
  {
    name: 'a response field becomes nullable',
    head: (d) => (schema(d, 'TransactionSummary').properties.legCount.type = ['integer', 'null']),
    expect: [['response-became-nullable', 'breaking']],
  },
  {
    name: 'a response field changes type',
    head: (d) => (schema(d, 'TransactionSummary').properties.legCount.type = 'string'),
    expect: [
      ['type-narrowed', 'info'],
      ['type-widened', 'breaking'],
    ],
  },
  {
    name: 'a nullable response field becomes non-null',
    head: (d) => (schema(d, 'TransactionSummary').properties.settledAt.type = 'string'),
    expect: [['type-narrowed', 'info']],
  },
  {
    name: 'amounts get more decimals',
    head: (d) => (schema(d, 'Decimal').pattern = '^(0|[1-9][0-9]*)(\\.[0-9]{1,8})?$'),
    expect: [['constraint-widened', 'breaking']],
  },
  {
    name: 'a response count may be negative',
    head: (d) => delete schema(d, 'TransactionSummary').properties.legCount.minimum,
    expect: [['constraint-widened', 'breaking']],
  },
  {
    name: 'a required response field is removed',
    head: (d) => {
      delete schema(d, 'Route').properties.name;
      schema(d, 'Route').required = schema(d, 'Route').required.filter((n: string) => n !== 'name');
    },
    at: '/components/schemas/Route',
    expect: [['response-property-removed', 'breaking']],
  },
  {
    name: 'a required response field becomes optional',
    head: (d) => (schema(d, 'Route').required = schema(d, 'Route').required.filter((n: string) => n !== 'name')),
    expect: [['response-property-became-optional', 'breaking']],
  },
  {
    name: 'an optional response field is removed',
    base: (d) => (schema(d, 'Route').properties.label = { type: 'string' }),
    expect: [['response-optional-property-removed', 'warning']],
  },
  {
    name: 'a field is added to a closed response object (additionalProperties: false)',
    head: (d) => (schema(d, 'Route').properties.label = { type: 'string' }),
    at: '/components/schemas/Route',
    expect: [['response-closed-property-added', 'breaking']],
  },
  {
    name: 'a field is added to an open response object ("not specified")',
    head: (d) => (schema(d, 'RouteFrom').properties.memo = { type: 'string' }),
    expect: [['response-property-added', 'info']],
  },
  {
    name: 'a field is added to an object closed where it is used (unevaluatedProperties: false beside the $ref)',
    head: (d) => (schema(d, 'TransactionSummary').properties.memo = { type: 'string' }),
    at: '/components/schemas/TransactionSummary',
    expect: [['response-closed-property-added', 'breaking']],
  },
  {
    name: 'a closed response object is opened',
    head: (d) => delete schema(d, 'Route').additionalProperties,
    expect: [['response-object-opened', 'warning']],
  },
  {
    name: 'an inline response object becomes oneOf [itself, null]: nullable, and neither opened nor changed inside',
    head: (d) => (d.components.schemas.Route = { oneOf: [schema(d, 'Route'), { type: 'null' }] }),
    expect: [['response-became-nullable', 'breaking']],
  },
  {
    name: 'an inline response object stops being oneOf [itself, null]: null narrowed away, and nothing else',
    base: (d) => (d.components.schemas.Route = { oneOf: [schema(d, 'Route'), { type: 'null' }] }),
    expect: [['type-narrowed', 'info']],
  },
  {
    name: 'an open response object is closed',
    head: (d) => (schema(d, 'RouteFrom').additionalProperties = false),
    at: '/components/schemas/RouteFrom',
    expect: [['response-object-closed', 'info']],
  },
  {
    name: 'Retry-After is dropped from 429',
    head: (d) => delete response(d, 'RateLimited').headers['Retry-After'],
    expect: [['response-header-removed', 'breaking']],
  },
  {
    name: 'Request-Id is dropped from a response',
    head: (d) => delete response(d, 'NotFound').headers['Request-Id'],
    expect: [['response-header-removed', 'breaking']],
  },
  {
    name: 'Retry-After becomes optional',
    head: (d) => (d.components.headers.RetryAfter.required = false),
    expect: [['response-header-became-optional', 'breaking']],
  },
  {
    name: 'a response header is added',
    head: (d) => (response(d, 'NotFound').headers['Cache-Control'] = { schema: { type: 'string' } }),
    expect: [['response-header-added', 'info']],
  },
  {
    name: 'an error code is added to a status',
    head: (d) => {
      const rejected = response(d, 'RouteRejected').content['application/json'].schema;
      rejected.oneOf.push({ $ref: '#/components/schemas/RouteNotFoundErrorBody' });
      rejected.discriminator.mapping.route_not_found = '#/components/schemas/RouteNotFoundErrorBody';
    },
    expect: [['error-code-added', 'warning']],
  },
  {
    name: 'an error code is removed from a status',
    head: (d) => {
      const rejected = response(d, 'RouteRejected').content['application/json'].schema;
      rejected.oneOf.pop();
      delete rejected.discriminator.mapping.direction_unsupported;
    },
    expect: [['error-code-removed', 'info']],
  },
  {
    name: 'an error status is added',
    head: (d) => (operation(d, route, 'get').responses['409'] = { $ref: '#/components/responses/RouteAlreadyExists' }),
    expect: [['error-status-added', 'warning']],
  },
  {
    name: 'an error status is removed',
    head: (d) => delete operation(d, route, 'get').responses['404'],
    expect: [['error-status-removed', 'info']],
  },

  // Keywords beside a $ref apply with it (3.1).
  {
    name: 'a maxLength beside a $ref narrows a request property',
    head: (d) => (schema(d, 'SetNameUpdate').properties.name.maxLength = 100),
    at: '/components/schemas/SetNameUpdate/properties/name',
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'the pattern beside a filter item $ref is narrowed',
    head: (d) => (parameter(d, 'NetworkFilter').schema.items.pattern = '^[a-z]+$'),
    at: '/components/parameters/NetworkFilter/schema/items',
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'the pattern beside a filter item $ref is dropped',
    head: (d) => delete parameter(d, 'SourceChainFilter').schema.items.pattern,
    expect: [['constraint-widened', 'info']],
  },
  {
    name: 'list items lose unevaluatedProperties: false beside their $ref',
    head: (d) => delete schema(d, 'TransactionList').allOf[1].properties.data.items.unevaluatedProperties,
    at: '/components/schemas/TransactionList/allOf/1/properties/data/items',
    expect: [['response-object-opened', 'warning']],
  },
  {
    name: 'a leg counterparty loses unevaluatedProperties: false beside its $ref',
    head: (d) => delete schema(d, 'Leg').properties.recipient.unevaluatedProperties,
    expect: [['response-object-opened', 'warning']],
  },

  // JSON Schema 2020-12 applicators.
  {
    name: 'a then branch loosens a wallet address (if/then)',
    head: (d) => (schema(d, 'WalletAccount').allOf[0].then.properties.address = { type: 'string' }),
    at: '/components/schemas/WalletAccount/allOf/0/then/properties/address',
    expect: [['constraint-widened', 'breaking']],
  },
  {
    name: 'an if condition changes',
    head: (d) => (schema(d, 'Metrics').if.properties.partial.const = false),
    at: '/components/schemas/Metrics',
    expect: [
      ['constraint-narrowed', 'info'],
      ['constraint-widened', 'breaking'],
    ],
  },
  {
    name: 'a then branch is dropped (partial metrics may carry totals)',
    head: (d) => delete schema(d, 'Metrics').then,
    expect: [['constraint-widened', 'breaking']],
  },
  {
    name: 'dependentRequired is added to a request body',
    document: shop31,
    head: (d) => (d.components.schemas.Order.dependentRequired = { giftWrap: ['note'] }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'dependentSchemas is added to a request body',
    document: shop31,
    head: (d) => (d.components.schemas.Order.dependentSchemas = { note: { required: ['sender'] } }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a request list must now contain a value (contains)',
    document: shop31,
    head: (d) => (d.components.schemas.Order.properties.items.contains = { const: 'collar' }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'minContains is raised',
    document: shop31,
    base: (d) => (d.components.schemas.Order.properties.items.contains = { const: 'collar' }),
    head: (d) =>
      Object.assign(d.components.schemas.Order.properties.items, { contains: { const: 'collar' }, minContains: 2 }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'patternProperties constrain an open request object',
    document: shop31,
    head: (d) => (d.components.schemas.Order.patternProperties = { '^x-': { type: 'string' } }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'patternProperties admit names in a closed response object',
    document: shop31,
    head: (d) => (d.components.schemas.Pet.patternProperties = { '^x-': { type: 'string' } }),
    expect: [['constraint-widened', 'breaking']],
  },
  {
    name: 'propertyNames is added to a request map',
    document: shop31,
    head: (d) => (d.components.schemas.Order.properties.tags.propertyNames = { maxLength: 20 }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'propertyNames of a request map gets a pattern',
    document: shop31,
    base: (d) => (d.components.schemas.Order.properties.tags.propertyNames = { maxLength: 20 }),
    head: (d) => (d.components.schemas.Order.properties.tags.propertyNames = { maxLength: 20, pattern: '^[a-z]+$' }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a request tuple gains a prefixItems position',
    document: shop31,
    head: (d) => d.components.schemas.Order.properties.line.prefixItems.push({ type: 'integer' }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a prefixItems position of a request tuple narrows',
    document: shop31,
    head: (d) => (d.components.schemas.Order.properties.line.prefixItems[0].maxLength = 3),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a response list gets unevaluatedItems: false',
    document: shop31,
    head: (d) => (d.components.schemas.Pet.properties.tags.unevaluatedItems = false),
    expect: [['constraint-narrowed', 'info']],
  },
  {
    name: 'the contentSchema of an encoded request field narrows',
    document: shop31,
    head: (d) => (d.components.schemas.Order.properties.card.contentSchema.required = ['to']),
    expect: [['request-property-required', 'breaking']],
  },

  // Enums appearing where any value went.
  {
    name: 'a free request header gets an enum',
    document: shop31,
    head: (d) => (d.paths['/orders'].post.parameters[0].schema.enum = ['web', 'app']),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a free response value gets an enum',
    document: shop31,
    head: (d) => (d.components.schemas.Pet.properties.name.enum = ['Rex', 'Tom']),
    expect: [['constraint-narrowed', 'info']],
  },

  // OpenAPI 3.0.
  {
    name: 'a 3.0 response field becomes nullable',
    document: library30,
    head: (d) => (d.components.schemas.Book.properties.isbn.nullable = true),
    expect: [['response-became-nullable', 'breaking']],
  },
  {
    name: 'a 3.0 request field becomes nullable',
    document: library30,
    head: (d) =>
      (d.paths['/books'].post.requestBody.content['application/json'].schema.properties.subtitle.nullable = true),
    expect: [['type-widened', 'info']],
  },
  {
    name: 'a 3.0 bound becomes exclusive (boolean exclusiveMaximum)',
    document: library30,
    head: (d) =>
      (d.paths['/books'].post.requestBody.content['application/json'].schema.properties.rating.exclusiveMaximum = true),
    expect: [['constraint-narrowed', 'breaking']],
  },

  // Webhooks: integrators receive the request and send the response.
  {
    name: 'a webhook is removed',
    document: shop31,
    head: (d) => delete d.webhooks.adopted,
    expect: [['webhook-removed', 'breaking']],
  },
  {
    name: 'a webhook is added',
    document: shop31,
    head: (d) => (d.webhooks.returned = structuredClone(d.webhooks.adopted)),
    expect: [['webhook-added', 'info']],
  },
  {
    name: 'a webhook payload may carry a new closed-enum value',
    document: shop31,
    head: (d) => d.components.schemas.Adoption.properties.status.enum.push('lost'),
    expect: [['enum-value-added', 'breaking']],
  },
  {
    name: 'a webhook payload loses a required field',
    document: shop31,
    head: (d) => {
      delete d.components.schemas.Adoption.properties.status;
      d.components.schemas.Adoption.required = ['petId'];
    },
    expect: [['response-property-removed', 'breaking']],
  },

  // Composition.
  {
    name: 'an allOf branch is added to a request body',
    head: (d) =>
      (operation(d, routes, 'post').requestBody.content['application/json'].schema = {
        allOf: [{ $ref: '#/components/schemas/RouteCreation' }, { required: ['name'] }],
      }),
    expect: [['constraint-narrowed', 'breaking']],
  },
  {
    name: 'a request body is wrapped in a oneOf with an overlapping alternative',
    head: (d) =>
      (operation(d, routes, 'post').requestBody.content['application/json'].schema = {
        oneOf: [{ $ref: '#/components/schemas/RouteCreation' }, { type: 'object' }],
      }),
    expect: [
      ['union-variant-added', 'info'],
      ['request-one-of-overlap', 'breaking'],
      ['request-object-opened', 'info'],
    ],
  },
  {
    name: 'a response body is wrapped in a oneOf',
    head: (d) =>
      (operation(d, route, 'get').responses['200'].content['application/json'].schema = {
        oneOf: [{ $ref: '#/components/schemas/RouteRetrieval' }, { type: 'null' }],
      }),
    expect: [['response-became-nullable', 'breaking']],
  },

  // Defaults.
  {
    name: 'the default page size changes',
    head: (d) => (parameter(d, 'Limit').schema.default = 20),
    at: '/components/parameters/Limit/schema',
    expect: [['request-default-changed', 'warning']],
  },
  {
    name: 'the default of a request property changes',
    document: shop31,
    head: (d) => (d.components.schemas.Order.properties.giftWrap.default = true),
    expect: [['request-default-changed', 'warning']],
  },
  {
    name: 'the default of a server variable changes',
    head: (d) => (d.servers[0].variables.base_url.default = 'https://api.ausd.example.org'),
    at: '/servers/0/variables/base_url/default',
    expect: [['server-url-changed', 'warning']],
  },
  {
    name: 'a server variable value is no longer allowed',
    document: shop31,
    head: (d) => (d.servers[0].variables.region.enum = ['eu']),
    expect: [['server-url-changed', 'warning']],
  },

  // No false alarms.
  {
    name: 'the discriminator of a request union is dropped',
    head: (d) => delete schema(d, 'AccountRegistration').discriminator,
    expect: [['discriminator-changed', 'info']],
  },
  {
    name: 'a discriminator is re-mapped over the same alternatives',
    head: (d) => {
      const mapping = schema(d, 'AccountRegistration').discriminator.mapping;
      [mapping.wallet, mapping.bank] = [mapping.bank, mapping.wallet];
    },
    expect: [['discriminator-changed', 'info']],
  },
  {
    name: 'a discriminator is added to a response union',
    base: (d) => delete schema(d, 'LegDetail').discriminator,
    expect: [['discriminator-changed', 'info']],
  },
  {
    name: 'a security scheme no operation uses is removed',
    base: (d) => (d.components.securitySchemes.legacyKey = { type: 'apiKey', in: 'header', name: 'X-Key' }),
    expect: [],
  },
  {
    name: 'a request pattern only widens (lower case letters accepted)',
    head: (d) => (schema(d, 'BankIdentifierInput').pattern = '^(?:[A-Za-z0-9] *){5,99}[A-Za-z0-9]$'),
    expect: [['constraint-widened', 'info']],
  },
  {
    name: 'a response pattern only narrows',
    head: (d) => (schema(d, 'BankIdentifier').pattern = '^[A-Z0-9]{6,34}$'),
    expect: [['constraint-narrowed', 'info']],
  },
  {
    name: 'a pattern with a lookahead is not decided',
    head: (d) => (schema(d, 'BankIdentifier').pattern = '^(?=[A-Z])[A-Z0-9]{6,100}$'),
    expect: [['pattern-undecided', 'warning']],
  },
  {
    name: 'an empty pattern is no pattern',
    document: shop31,
    base: (d) => (d.components.schemas.Order.properties.note.pattern = ''),
    expect: [],
  },

  // Documents without operationIds.
  {
    name: 'an operation without operationId changes',
    document: shop31,
    head: (d) => (d.components.schemas.Pet.required = ['id']),
    expect: [['response-property-became-optional', 'breaking']],
  },

  // The contract's own extensions and the document.
  {
    name: 'a filter selects another field (x-filter)',
    head: (d) => (parameter(d, 'RecipientChainFilter')['x-filter'].field = 'source.chain'),
    expect: [['filter-changed', 'breaking']],
  },
  {
    name: 'a list is ordered oldest first (x-ordering)',
    head: (d) => (operation(d, transactions, 'get')['x-ordering'].direction = 'ascending'),
    expect: [['ordering-changed', 'breaking']],
  },
  {
    name: 'the page size parameter changes role (x-pagination)',
    head: (d) => delete parameter(d, 'Limit')['x-pagination'],
    expect: [['pagination-changed', 'breaking']],
  },
  {
    name: 'a query rule is added',
    head: (d) => (d['x-query-rules'].too_many_values = 'At most 10 values per filter.'),
    expect: [['query-rule-added', 'breaking']],
  },
  {
    name: 'a query rule is removed',
    head: (d) => delete d['x-query-rules'].empty_value,
    expect: [['query-rule-removed', 'info']],
  },
  {
    name: 'a query rule message is reworded',
    head: (d) => (d['x-query-rules'].empty_value = 'Empty values are not allowed.'),
    expect: [['query-rule-message-changed', 'info']],
  },
  {
    name: 'the error docs link moves',
    head: (d) => (d['x-error-docs-url'] = 'https://docs.ausd.example/reference/errors#{code}'),
    expect: [['error-docs-url-changed', 'info']],
  },
  {
    name: 'an unknown extension is added to a parameter',
    head: (d) => (parameter(d, 'TransactionTypeFilter')['x-sunset'] = '2027-01-01'),
    expect: [['extension-changed', 'warning']],
  },
  {
    name: 'an unknown extension changes',
    base: (d) => (d.info['x-audience'] = 'partners'),
    head: (d) => (d.info['x-audience'] = 'public'),
    expect: [['extension-changed', 'warning']],
  },
  {
    name: 'the server address changes',
    head: (d) => (d.servers[0].url = 'https://api.ausd.example/v0'),
    expect: [['server-url-changed', 'warning']],
  },
  {
    name: 'a breaking change without a version bump',
    head: (d) => delete d.paths[route].get,
    keepVersion: true,
    expect: [
      ['operation-removed', 'breaking'],
      ['version-not-bumped', 'warning'],
    ],
  },
];
