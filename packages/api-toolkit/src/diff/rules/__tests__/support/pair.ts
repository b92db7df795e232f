// A small OpenAPI 3.1 document for the rule tests, and the changes the diff reports between it and an edited copy.
// Request and response bodies use separate schemas (NewOrder in, Order out), so an edit of one reaches one side of
// the wire; errors follow the contract's shape (a `code` fixed by `const` per error schema).
import { diffContracts } from '../../../index.js';
import type { Level } from '../../../rule.js';
import { contracts, type Doc } from '../../../../../../../test/diff/contract-fixture.js';

export type { Doc };

const json = (schema: Doc) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (...codes: string[]) => ({
  description: 'Refused',
  ...json(codes.length === 1 ? ref(codes[0]!) : { oneOf: codes.map(ref) }),
});
const errorBody = (code: string) => ({
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string', const: code }, message: { type: 'string' } },
});

/**
 * Orders: list (a strict query with a limit and a status filter), place, read one (paid by one of a discriminated
 * union); a public health check; a webhook; one bearer scheme.
 */
export function shop(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Shop', version: '1.0.0' },
    servers: [{ url: 'https://api.shop.example/v1' }],
    security: [{ bearer: [] }],
    paths: {
      '/orders': {
        get: {
          operationId: 'listOrders',
          'x-strict-query': true,
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'status', in: 'query', schema: ref('Status') },
          ],
          responses: {
            '200': { description: 'A page', ...json(ref('Page')) },
            '400': error('parameter_invalid'),
          },
        },
        post: {
          operationId: 'placeOrder',
          requestBody: { required: true, ...json(ref('NewOrder')) },
          responses: {
            '201': {
              description: 'Placed',
              headers: { 'Request-Id': { required: true, schema: { type: 'string' } } },
              ...json(ref('Order')),
            },
            '409': error('order_exists'),
          },
        },
      },
      '/orders/{orderId}': {
        get: {
          operationId: 'getOrder',
          parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'An order', ...json(ref('Order')) },
            '404': error('order_not_found', 'not_found'),
          },
        },
      },
      '/health': {
        get: {
          operationId: 'getHealth',
          security: [],
          responses: { '200': { description: 'Up', content: { 'text/plain': { schema: { type: 'string' } } } } },
        },
      },
    },
    webhooks: {
      shipped: {
        post: {
          requestBody: { required: true, ...json(ref('Shipment')) },
          responses: { '204': { description: 'Taken' } },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Status: { type: 'string', enum: ['open', 'shipped'] },
        NewOrder: {
          type: 'object',
          additionalProperties: false,
          required: ['item'],
          properties: {
            item: { type: 'string', maxLength: 40 },
            quantity: { type: 'integer', minimum: 1, default: 1 },
            note: { type: 'string' },
          },
        },
        Order: {
          type: 'object',
          required: ['id', 'item', 'status'],
          properties: {
            id: { type: 'string' },
            item: { type: 'string' },
            status: ref('Status'),
            note: { type: 'string' },
            payment: ref('Payment'),
          },
        },
        Payment: { oneOf: [ref('Card'), ref('Cash')], discriminator: { propertyName: 'kind' } },
        Card: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', const: 'card' } } },
        Cash: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', const: 'cash' } } },
        Shipment: { type: 'object', required: ['orderId'], properties: { orderId: { type: 'string' } } },
        Page: {
          type: 'object',
          required: ['data'],
          properties: { data: { type: 'array', items: ref('Order') } },
        },
        parameter_invalid: errorBody('parameter_invalid'),
        order_exists: errorBody('order_exists'),
        order_not_found: errorBody('order_not_found'),
        not_found: errorBody('not_found'),
      },
    },
  };
}

export type Reported = [id: string, level: Level, message: string];

/**
 * Every change the diff reports when `head` edits a copy of the document (`base` edits the other side, for a change
 * that is the reverse of an edit), as [id, level, message], sorted. The head's version gets a major bump unless the
 * edit sets it, so version-not-bumped speaks only in its own test. `types` adds the type-level check (seconds in the
 * TypeScript compiler: slow tier).
 */
export async function changes(
  head: (doc: Doc) => void,
  options: { base?: (doc: Doc) => void; document?: () => Doc; types?: boolean } = {},
): Promise<Reported[]> {
  const make = options.document ?? shop;
  const before = make();
  const after = make();
  options.base?.(before);
  const version = after.info.version;
  head(after);
  if (after.info.version === version) after.info.version = '2.0.0';
  const pair = contracts(before, after);
  const { changes: found } = await diffContracts(pair.base, pair.head, { types: options.types ?? false });
  return found
    .map((change): Reported => [change.id, change.level, change.message])
    .sort((a, b) => a.join(' ').localeCompare(b.join(' ')));
}

/** The schema of a component, for edits. */
export const schema = (doc: Doc, name: string): Doc => doc.components.schemas[name];
export const listOrders = (doc: Doc): Doc => doc.paths['/orders'].get;
export const placeOrder = (doc: Doc): Doc => doc.paths['/orders'].post;
export const getOrder = (doc: Doc): Doc => doc.paths['/orders/{orderId}'].get;
export const getOrderAt = (doc: Doc, path: string): Doc => doc.paths[path].get;

/** placeOrder's body as the first `count` of three inline allOf parts, each typing one property. */
export const allOfParts = (doc: Doc, count: number): void => {
  placeOrder(doc).requestBody.content['application/json'].schema = {
    allOf: [
      { type: 'object', properties: { item: { type: 'string' } } },
      { type: 'object', properties: { note: { type: 'string' } } },
      { type: 'object', properties: { quantity: { type: 'integer' } } },
    ].slice(0, count),
  };
};

/** The shipped webhook, which the API sends. */
export const shipped = (doc: Doc): Doc => doc.webhooks.shipped.post;

/** The shop whose webhook carries a required `Shipment-Signature` header (what receivers verify). */
export function withSignature(): Doc {
  const doc = shop();
  shipped(doc).parameters = [{ name: 'Shipment-Signature', in: 'header', required: true, schema: { type: 'string' } }];
  return doc;
}

/** The webhook's signature header, to edit. */
export const signature = (doc: Doc): Doc => shipped(doc).parameters[0];

/** An open enum: the known values, or any other string. */
export const open = (values: string[]): Doc => ({ anyOf: [{ type: 'string', enum: values }, { type: 'string' }] });

/** The shop with a `channel` open enum on the order sent and the order returned. */
export function withChannel(): Doc {
  const doc = shop();
  schema(doc, 'NewOrder').properties.channel = open(['web', 'store']);
  schema(doc, 'Order').properties.channel = open(['web', 'store']);
  return doc;
}

/** The shop with an `x-query-rules` catalogue. */
export function withQueryRules(): Doc {
  const doc = shop();
  doc['x-query-rules'] = { empty_value: 'Empty value.', unknown_parameter: 'Unknown parameter.' };
  return doc;
}

/** The shop whose list takes a lower bound on the time orders were placed (`x-range`). */
export function withRange(): Doc {
  const doc = shop();
  listOrders(doc).parameters.push({
    name: 'placedAt.gte',
    in: 'query',
    schema: { type: 'string', format: 'date-time' },
    'x-range': { field: 'placedAt', bound: 'lower', inclusive: true },
  });
  return doc;
}

/** The shop whose order is placed as an object or as a bare item name (`oneOf`). */
export function withOneOf(): Doc {
  const doc = shop();
  placeOrder(doc).requestBody.content['application/json'].schema = {
    oneOf: [{ $ref: '#/components/schemas/NewOrder' }, { type: 'string' }],
  };
  return doc;
}

/** An object alternative no constant tells apart from NewOrder. */
export const gift: Doc = { type: 'object', properties: { giftCard: { type: 'string' } } };
export const voucher: Doc = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', const: 'voucher' } },
};
