// The generated router over the real contract: rules and messages come from the spec (x-query-rules,
// error catalog, docs URL), parsed values reach handlers, and requests the spec documents succeed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog, errorDocsUrl, queryRules } from '../../packages/contract-facts/src/generated/operations.js';
import { generatedApp, SESSION_JWT, API_KEY, handlers } from './generated-app.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback;
const seen: { operation: string; query?: unknown; body?: unknown }[] = [];
const violations: Error[] = [];

beforeAll(async () => {
  server = await listen(
    generatedApp({
      onResponseViolation: (violation) => violations.push(violation),
      handlers: {
        ...handlers,
        listTransactions: (input) => {
          seen.push({ operation: 'listTransactions', query: input.query });
          return handlers.listTransactions(input);
        },
        createAccount: (input) => {
          seen.push({ operation: 'createAccount', body: input.body });
          return handlers.createAccount(input);
        },
      },
    }),
  );
});
afterAll(() => server.close());

const session = { Authorization: `Bearer ${SESSION_JWT}` };

describe('generated router', () => {
  it('serves the benchmark query with parsed values', async () => {
    seen.length = 0;
    const response = await server.send(
      'GET',
      '/v0/transactions?type=mint,redeem&initiatedAt.gte=2026-01-01T00:00:00Z&limit=50',
      { headers: session },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: [], nextCursor: null });
    expect(seen).toEqual([
      {
        operation: 'listTransactions',
        query: { type: ['mint', 'redeem'], initiatedAt: { gte: new Date('2026-01-01T00:00:00Z') }, limit: 50 },
      },
    ]);
  });

  it('accepts offsets and fractions in range bounds, compared as instants', async () => {
    seen.length = 0;
    const ok = await server.send(
      'GET',
      '/v0/transactions?initiatedAt.gte=2026-01-01T02:00:00%2B02:00&initiatedAt.lte=2026-01-01T00:00:00.000Z',
      { headers: session },
    );
    expect(ok.status).toBe(200);
    expect(seen[0]?.query).toEqual({
      initiatedAt: { gte: new Date('2026-01-01T00:00:00Z'), lte: new Date('2026-01-01T00:00:00Z') },
      limit: 50,
    });
    const empty = await server.send(
      'GET',
      '/v0/transactions?initiatedAt.gt=2026-01-01T00:00:00.5Z&initiatedAt.lt=2026-01-01T00:00:00.5Z',
      { headers: session },
    );
    expect(empty.json.context.issues).toEqual([
      { field: 'initiatedAt.gt', message: queryRules.unsatisfiable_range },
      { field: 'initiatedAt.lt', message: queryRules.unsatisfiable_range },
    ]);
  });

  it("reports the contract's rule messages and docs URL", async () => {
    const response = await server.send(
      'GET',
      '/v0/transactions?type=mint&type=redeem&initiatedAt.eq=2026-01-01T00:00:00Z&foo=1&limit=500&sourceChain=mars&isInstantSettlement=',
      {
        headers: session,
      },
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      code: 'parameter_invalid',
      message: errorCatalog.parameter_invalid.description,
      docs_url: errorDocsUrl('parameter_invalid'),
    });
    expect(response.json.context.issues).toEqual(
      expect.arrayContaining([
        { field: 'type', message: queryRules.repeated_parameter },
        { field: 'initiatedAt.eq', message: queryRules.unknown_range_operator },
        { field: 'foo', message: queryRules.unknown_parameter },
        { field: 'isInstantSettlement', message: queryRules.empty_value },
        { field: 'limit', message: expect.stringMatching(/200/) },
        { field: 'sourceChain', message: expect.stringMatching(/^must be one of: .*ethereum/) },
      ]),
    );
    expect(response.json.context.issues).toHaveLength(6);
  });

  it('checks every list operation the same way', async () => {
    for (const path of [
      '/v0/accounts?network=ethereum,mars',
      '/v0/routes?fromCurrency=usdc',
      '/v0/accounts?createdAt.gt=2026-01-01T00:00:00',
    ]) {
      const response = await server.send('GET', path, { headers: session });
      expect(response.status, path).toBe(400);
      expect(response.json.context.issues, path).toHaveLength(1);
    }
  });

  it('rejects a malformed uuid path parameter', async () => {
    const response = await server.send('GET', '/v0/accounts/not-a-uuid', { headers: session });
    expect(response.status).toBe(400);
    expect(response.json.context.issues).toEqual([{ field: 'accountId', message: expect.stringContaining('uuid') }]);
  });

  it('registers a wallet and validates the response against the contract', async () => {
    const wallet = {
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['ethereum', 'base'],
      name: 'Treasury',
    };
    const response = await server.send('POST', '/v0/accounts', {
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify(wallet),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      kind: 'wallet',
      address: wallet.address,
      networks: [{ chain: 'ethereum' }, { chain: 'base' }],
    });
    expect(violations).toEqual([]);
  });

  it('reports a discriminated body against the variant its tag selects', async () => {
    const post = (body: unknown) =>
      server.send('POST', '/v0/accounts', {
        headers: { ...session, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wallet = await post({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: ['ethereum', 'mars'],
    });
    expect(wallet.status).toBe(400);
    expect(wallet.json.context.issues).toEqual([
      // An EVM address registers on EVM networks only (WalletRegistration's `if`/`then`).
      { field: 'networks.1', message: expect.stringMatching(/^must be one of: arbitrum, .*polygon-pos$/) },
    ]);
    const bank = await post({
      kind: 'bank',
      accountNumber: '12',
      bankName: 'First Bank',
      beneficiary: 'Acme',
      routingNumber: '021000021',
    });
    expect(bank.json.context.issues).toEqual([
      { field: 'accountNumber', message: expect.stringMatching(/^must match pattern/) },
    ]);
    expect((await post({ kind: 'mars' })).json.context.issues).toEqual([
      { field: 'kind', message: 'must be one of: wallet, bank' },
    ]);
    expect((await post({ address: 'x' })).json.context.issues).toEqual([{ field: 'kind', message: 'is required' }]);
    expect((await post([])).json.context.issues).toEqual([{ field: 'body', message: expect.stringMatching(/object/) }]);
  });

  it('exchanges an API key and serves public metrics without credentials', async () => {
    expect(
      (await server.send('POST', '/v0/auth/token', { headers: { Authorization: `Bearer ${API_KEY}` } })).json,
    ).toEqual({ sessionJwt: SESSION_JWT });
    const unauthorized = await server.send('POST', '/v0/auth/token', {
      headers: { Authorization: `Bearer ${SESSION_JWT}` },
    });
    expect(unauthorized.json).toMatchObject({ code: 'unauthorized', context: { reason: 'invalid_token' } });
    const metrics = await server.send('GET', '/v0/metrics');
    expect(metrics.status).toBe(200);
    expect((await server.send('GET', '/v0/metrics/total-supply')).text).toBe('1000.000000');
    expect(violations).toEqual([]);
  });
});
