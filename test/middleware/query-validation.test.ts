// The query's schema checks and the whole answer: each rejection is `400 parameter_invalid` naming the parameter,
// and every offending parameter is listed at once (each query rule's own test is beside it, in
// packages/express/src/runtime/rules/__tests__/<id>.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerInput } from '../../packages/express/src/runtime/index.js';
import { bearer, contract, fixtureApp, queryRules } from './contract-fixture.js';
import { listen, type Exchange, type Loopback } from './loopback.js';

let server: Loopback;
let lastInput: HandlerInput<unknown> | undefined;

beforeAll(async () => {
  server = await listen(
    fixtureApp({
      handlers: {
        listTransactions: (input) => {
          lastInput = input;
          return { status: 200, body: { data: [], nextCursor: null } };
        },
      },
    }),
  );
});
afterAll(() => server.close());

const list = (query: string): Promise<Exchange> => server.send('GET', `/v0/transactions?${query}`, { headers: bearer });

function expectRejected(response: Exchange, issues: { field: string; message: string | RegExp }[]): void {
  expect(response.status).toBe(400);
  expect(response.headers['request-id']).toMatch(/.+/);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json).toMatchObject({
    code: 'parameter_invalid',
    message: contract.errorCatalog['parameter_invalid']?.description,
    docs_url: contract.errorDocsUrl('parameter_invalid'),
  });
  const actual = response.json.context.issues as { field: string; message: string }[];
  expect(actual).toHaveLength(issues.length);
  for (const expected of issues) {
    expect(actual).toContainEqual({
      field: expected.field,
      message: expect.stringMatching(
        expected.message instanceof RegExp ? expected.message : `^${escape(expected.message)}$`,
      ),
    });
  }
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('schema checks on the parsed query', () => {
  it('rejects broken percent-encoding as a parameter issue', async () => {
    expectRejected(await list('cursor=%E0%A4%A'), [{ field: 'cursor', message: /percent-encoding/ }]);
  });

  it('rejects a value outside the accepted set, listing the accepted values', async () => {
    expectRejected(await list('type=mint,burn'), [
      { field: 'type', message: /must be one of: bridge, mint, redeem, return, reward/ },
    ]);
  });

  it('rejects limit outside 1..200 and a non-integer limit', async () => {
    for (const limit of ['0', '201', '-3', '1.5', 'ten'])
      expectRejected(await list(`limit=${limit}`), [{ field: 'limit', message: /must/ }]);
    expect((await list('limit=1')).status).toBe(200);
    expect((await list('limit=200')).status).toBe(200);
  });

  it('rejects a boolean filter that is not true/false', async () => {
    expectRejected(await list('isInstantSettlement=yes'), [{ field: 'isInstantSettlement', message: /boolean/ }]);
  });

  it('rejects a malformed timestamp', async () => {
    expectRejected(await list('initiatedAt.gte=2026-13-45T99:00:00Z'), [{ field: 'initiatedAt.gte', message: /must/ }]);
  });

  it('lists every offending parameter in one response', async () => {
    const response = await list(
      'limit=0&type=burn&type=mint&isInstantSettlement=maybe&colour=red&initiatedAt.eq=x&initiatedAt.lte=2026-01-01T00:00:00&cursor=',
    );
    expectRejected(response, [
      { field: 'colour', message: queryRules.unknown_parameter },
      { field: 'initiatedAt.eq', message: queryRules.unknown_range_operator },
      { field: 'type', message: queryRules.repeated_parameter },
      { field: 'cursor', message: queryRules.empty_value },
      { field: 'initiatedAt.lte', message: queryRules.zoneless_timestamp },
      { field: 'limit', message: /must be/ },
      { field: 'isInstantSettlement', message: /boolean/ },
    ]);
  });
});

describe('parsed values handed to the handler', () => {
  it('applies the default limit when absent', async () => {
    expect((await list('')).status).toBe(200);
    expect(lastInput?.query).toEqual({ limit: 50 });
  });

  it('parses numbers, comma lists, booleans and groups range bounds as Dates', async () => {
    const response = await list(
      'type=mint,redeem&initiatedAt.gte=2026-01-01T00:00:00Z&initiatedAt.lt=2026-02-01T01:00:00%2B01:00&limit=25&isInstantSettlement=false&cursor=abc%2Bdef',
    );
    expect(response.status).toBe(200);
    expect(lastInput?.query).toEqual({
      type: ['mint', 'redeem'],
      initiatedAt: { gte: new Date('2026-01-01T00:00:00Z'), lt: new Date('2026-02-01T00:00:00Z') },
      limit: 25,
      isInstantSettlement: false,
      cursor: 'abc+def',
    });
    expect(lastInput?.principal).toEqual({ org: 'acme' });
    expect(lastInput?.requestId).toBe(response.headers['request-id']);
  });

  it('reads the raw query: dotted names are not nested and "+" is a space', async () => {
    expect((await list('cursor=a+b')).status).toBe(200);
    expect(lastInput?.query['cursor']).toBe('a b');
  });

  it('hands each request its own values when a query repeats, so a handler that changes them changes no verdict', async () => {
    const query = 'type=mint,redeem&initiatedAt.gte=2026-01-01T00:00:00Z&limit=25';
    const want = { type: ['mint', 'redeem'], initiatedAt: { gte: new Date('2026-01-01T00:00:00Z') }, limit: 25 };
    expect((await list(query)).status).toBe(200);
    const first = lastInput?.query as { type: string[]; initiatedAt: { gte: Date } };
    expect(first).toEqual(want);
    first.type.push('burn');
    first.initiatedAt.gte.setUTCFullYear(1999);
    expect((await list(query)).status).toBe(200);
    expect(lastInput?.query).toEqual(want);
  });

  it('answers a repeated invalid query with the same issues each time', async () => {
    const issues = [{ field: 'limit', message: /must be <= 200/ }];
    for (let round = 0; round < 3; round++) expectRejected(await list('limit=201'), issues);
  });
});
