// The type-level check: the generated types of both sides compiled together with ts-morph.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { contracts, freshDocument } from './contract-fixture.js';
import { shop31 } from './third-party.js';

describe('type-level check (--types)', () => {
  it('reports result, request and error-code types that stop compiling; open-enum growth compiles', async () => {
    const head = freshDocument();
    const schemas = head.components.schemas;
    schemas.EntitlementStatus.enum.push('suspended');
    schemas.RouteCreation.properties.purpose = { type: 'string' };
    schemas.RouteCreation.required.push('purpose');
    const rejected = head.components.responses.RouteRejected.content['application/json'].schema;
    // A code createRoute answers under no status yet.
    rejected.oneOf.push({ $ref: '#/components/schemas/TransactionNotFoundErrorBody' });
    rejected.discriminator.mapping.transaction_not_found = '#/components/schemas/TransactionNotFoundErrorBody';
    schemas.TransactionType.anyOf[0].enum.push('burn');
    // Wire-compatible (a path parameter is positional) but not for code that builds `{ routeId }`.
    head.paths['/v0/routes/{id}'] = head.paths['/v0/routes/{routeId}'];
    delete head.paths['/v0/routes/{routeId}'];
    head.components.parameters.RouteIdPath.name = 'id';

    const pair = contracts(freshDocument(), head);
    const result = await diffContracts(pair.base, pair.head, { types: true });
    const sdk = result.changes
      .filter((change) => change.id.startsWith('sdk-'))
      .map((c) => [c.id, c.level, c.operations[0]]);
    expect(sdk).toEqual(
      expect.arrayContaining([
        ['sdk-response-incompatible', 'breaking', 'listAccounts'],
        ['sdk-response-incompatible', 'breaking', 'getAccount'],
        ['sdk-request-incompatible', 'breaking', 'createRoute'],
        ['sdk-error-incompatible', 'warning', 'createRoute'],
        ['sdk-request-incompatible', 'breaking', 'getRoute'],
      ]),
    );
    const wire = result.changes.filter(
      (change) => change.operations.includes('getRoute') && !change.id.startsWith('sdk-'),
    );
    expect(wire.map((change) => [change.id, change.level])).toEqual([['path-parameter-renamed', 'info']]);
    // The open enum is typed `'mint' | … | (string & {})`: a new known value compiles everywhere.
    expect(sdk.filter(([, , operation]) => operation === 'listTransactions' || operation === 'getTransaction')).toEqual(
      [],
    );
    const message = result.changes.find((change) => change.id === 'sdk-request-incompatible')?.message;
    expect(message).toMatch(/^CreateRouteBody: the old type is not assignable to the new \(.*purpose/);
  }, 180_000);

  it('finds nothing when the contract is unchanged', async () => {
    const pair = contracts(freshDocument(), freshDocument());
    expect((await diffContracts(pair.base, pair.head, { types: true })).changes).toEqual([]);
  }, 180_000);

  it('checks the operations that have an operationId in a document where some have none', async () => {
    const head = shop31();
    head.components.schemas.Receipt.properties.labels.items = { type: 'integer' };
    head.components.schemas.Pet.properties.name = { type: 'integer' };
    const pair = contracts(shop31(), head);
    const result = await diffContracts(pair.base, pair.head, { types: true });
    const sdk = result.changes.filter((change) => change.id.startsWith('sdk-'));
    expect(sdk.map((change) => [change.id, change.operations])).toEqual([
      ['sdk-response-incompatible', ['placeOrder']],
    ]);
  }, 180_000);

  // Other people's names (`pets/list-pets`, `simple-pet`) are no TypeScript names as they stand, and their
  // error bodies have no `code`: the types were not valid TypeScript, and every probe failed to compile.
  it('checks documents whose operationIds and schema names are no type names, with error bodies without a code', async () => {
    const document = () => {
      const shop = shop31();
      shop.components.schemas['simple-pet'] = {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' } },
      };
      shop.paths['/pets'] = {
        get: {
          operationId: 'pets/list-pets',
          parameters: [{ name: 'per-page', in: 'query', schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'Pets',
              content: {
                'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/simple-pet' } } },
              },
            },
            '404': {
              description: 'Not found',
              content: {
                'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
              },
            },
          },
        },
      };
      return shop;
    };
    const unchanged = contracts(document(), document());
    expect((await diffContracts(unchanged.base, unchanged.head, { types: true })).changes).toEqual([]);

    const head = document();
    head.components.schemas['simple-pet'].properties.name = { type: 'integer' };
    const pair = contracts(document(), head);
    const sdk = (await diffContracts(pair.base, pair.head, { types: true })).changes.filter((change) =>
      change.id.startsWith('sdk-'),
    );
    expect(sdk.map((change) => [change.id, change.operations, change.message.split(':')[0]])).toEqual([
      ['sdk-response-incompatible', ['pets/list-pets'], 'PetsListPetsResult'],
    ]);
  }, 180_000);
});
