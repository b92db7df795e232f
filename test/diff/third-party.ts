// Small documents in the style of other people's APIs, for the constructs this contract does not use:
// OpenAPI 3.0 (`nullable`, boolean exclusive bounds), webhooks, header parameters, request defaults and the
// JSON Schema 2020-12 applicators on request and response bodies. No operationIds on some operations, as the
// specification allows.
import type { Doc } from './contract-fixture.js';

const json = (schema: Doc) => ({ content: { 'application/json': { schema } } });

/** An OpenAPI 3.1 pet shop: orders in, pets out, and a webhook for adoptions. */
export function shop31(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Pet shop', version: '2.3.0' },
    servers: [
      { url: 'https://{region}.shop.example/v2', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    ],
    paths: {
      '/orders': {
        post: {
          operationId: 'placeOrder',
          parameters: [{ name: 'X-Channel', in: 'header', schema: { type: 'string' } }],
          requestBody: { required: true, ...json({ $ref: '#/components/schemas/Order' }) },
          responses: { '201': { description: 'Placed', ...json({ $ref: '#/components/schemas/Receipt' }) } },
        },
      },
      '/pets/{petId}': {
        get: {
          parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'A pet', ...json({ $ref: '#/components/schemas/Pet' }) } },
        },
      },
    },
    webhooks: {
      adopted: {
        post: {
          requestBody: { required: true, ...json({ $ref: '#/components/schemas/Adoption' }) },
          responses: { '204': { description: 'Received' } },
        },
      },
    },
    components: {
      schemas: {
        Order: {
          type: 'object',
          required: ['items'],
          properties: {
            items: { type: 'array', minItems: 1, items: { type: 'string' } },
            giftWrap: { type: 'boolean', default: false },
            note: { type: 'string' },
            sender: { type: 'string' },
            tags: { type: 'object', additionalProperties: { type: 'string' } },
            card: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object' } },
            line: { type: 'array', prefixItems: [{ type: 'string' }] },
          },
        },
        Receipt: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'labels'],
          properties: { id: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } },
        },
        Pet: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'name'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        Adoption: {
          type: 'object',
          required: ['petId', 'status'],
          properties: {
            petId: { type: 'string' },
            status: { type: 'string', enum: ['adopted', 'returned'] },
            adopter: { type: 'string' },
          },
        },
      },
    },
  };
}

/** An OpenAPI 3.0 library API: nullable fields and boolean exclusive bounds. */
export function library30(): Doc {
  return {
    openapi: '3.0.3',
    info: { title: 'Library', version: '1.0.0' },
    paths: {
      '/books': {
        post: {
          operationId: 'addBook',
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              required: ['title'],
              properties: {
                title: { type: 'string' },
                rating: { type: 'number', minimum: 0, maximum: 5 },
                subtitle: { type: 'string' },
              },
            }),
          },
          responses: { '201': { description: 'Added', ...json({ $ref: '#/components/schemas/Book' }) } },
        },
      },
    },
    components: {
      schemas: {
        Book: {
          type: 'object',
          required: ['id', 'title', 'isbn'],
          properties: { id: { type: 'integer' }, title: { type: 'string' }, isbn: { type: 'string' } },
        },
      },
    },
  };
}
