// Where contract and sandbox must agree exactly: what the contract accepts the sandbox serves, and what the
// sandbox refuses the contract refuses too (SolanaAddress format, comma-free list items, the usd+chain rule,
// getRoute's 400 and 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { operationValidators, schemaValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
let bank: string;
let route: string;

beforeAll(async () => {
  const b = await s.client.request('POST', '/v0/accounts', {
    token: s.primary,
    body: {
      kind: 'bank',
      accountNumber: 'PRECISE0001',
      routingNumber: '111000025',
      bankName: 'Precise Bank',
      beneficiary: 'Precision',
    },
  });
  bank = b.body.id;
  route = (await s.client.request('GET', '/v0/routes?limit=1', { token: s.primary })).body.data[0].id;
});

describe('SolanaAddress: the format solana-address, checked by the compiled validators', () => {
  const short = 'qiNR3MeL7e62ScohqYwZMjrAMnfzb3utp'; // base58, 33 characters, decodes to 25 bytes

  it('the contract refuses a base58 text that is not 32 bytes, so the sandbox refusing it agrees', async () => {
    expect(schemaValidators.SolanaAddress(short)).toBe(false);
    expect(operationValidators.createAccount.body({ kind: 'wallet', address: short, networks: ['solana'] })).toBe(
      false,
    );
    const reply = await s.client.request('POST', '/v0/accounts', {
      token: s.primary,
      body: { kind: 'wallet', address: short, networks: ['solana'] },
    });
    expectError(reply, 400, 'parameter_invalid');
    expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toEqual(['address']);
  });

  it('every 32-byte address the contract accepts is registered', async () => {
    for (const address of ['11111111111111111111111111111111', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4U']) {
      expect(schemaValidators.SolanaAddress(address), address).toBe(true);
      const reply = await s.client.request('POST', '/v0/accounts', {
        token: s.primary,
        body: { kind: 'wallet', address, networks: ['solana'] },
      });
      expect(reply.status, reply.text).toBe(201);
    }
  });
});

describe('comma-separated filters: a comma always separates, an encoded one is refused', () => {
  for (const query of ['toChain=%2C', 'toChain=a%2Cb', 'toChain=base%2Csolana']) {
    it(`${query}: 400 naming toChain, never read as two chains`, async () => {
      const reply = await s.client.request('GET', `/v0/routes?${query}`, { token: s.primary });
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues).toEqual([{ field: 'toChain', message: expect.any(String) }]);
    });
  }

  it('the largest accepted list is served; one more item, a repeated item or an overlong one is 400', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `chain-${i}`);
    expect((await s.client.request('GET', `/v0/routes?toChain=${twenty.join(',')}`, { token: s.primary })).status).toBe(
      200,
    );
    for (const list of [[...twenty, 'one-more'], ['base', 'base'], ['x'.repeat(65)], Array(6500).fill('a')]) {
      const reply = await s.client.request('GET', `/v0/routes?toChain=${list.join(',')}`, { token: s.primary });
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toEqual(['toChain']);
    }
  });

  it('type, network and the transaction chain filters refuse repeated values', async () => {
    for (const path of [
      '/v0/transactions?type=mint,mint',
      '/v0/transactions?sourceChain=base,base',
      '/v0/accounts?network=base,base',
    ]) {
      expectError(await s.client.request('GET', path, { token: s.primary }), 400, 'parameter_invalid');
    }
  });
});

describe('POST /v0/routes: a usd destination takes no chain, in the schema', () => {
  it('the contract refuses to.chain with to.currency usd, and the sandbox answers the same 400 through validation', async () => {
    const body = { from: { currency: 'ausd' }, to: { currency: 'usd', chain: 'base', accountId: bank } };
    expect(operationValidators.createRoute.body(body)).toBe(false);
    const reply = await s.client.request('POST', '/v0/routes', { token: s.primary, body });
    expectError(reply, 400, 'parameter_invalid');
    expect(reply.body.context.issues).toEqual([{ field: 'to.chain', message: 'must not be present' }]);
    const { chain: _chain, ...to } = body.to;
    expect(operationValidators.createRoute.body({ ...body, to })).toBe(true);
  });
});

describe('GET /v0/routes/{routeId}: 400 for a malformed id, 403 by standing, as documented', () => {
  it('a malformed id is 400 parameter_invalid naming routeId; a well-formed unknown one 404 route_not_found', async () => {
    const reply = await s.client.request('GET', '/v0/routes/not-a-route-id', { token: s.primary });
    expectError(reply, 400, 'parameter_invalid');
    expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toEqual(['routeId']);
    expectError(
      await s.client.request('GET', '/v0/routes/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d', { token: s.primary }),
      404,
      'route_not_found',
    );
  });

  it('an organization whose verification is pending gets 403 account_verification_pending', async () => {
    const set = (standing: string) =>
      s.client.request('PUT', '/sandbox/organization', { token: s.other, body: { standing } });
    const otherRoute =
      (await s.client.request('GET', '/v0/routes?limit=1', { token: s.other })).body.data[0]?.id ?? route;
    expect((await set('verification_pending')).status).toBe(200);
    try {
      expectError(
        await s.client.request('GET', `/v0/routes/${otherRoute}`, { token: s.other }),
        403,
        'account_verification_pending',
      );
    } finally {
      await set('active');
    }
  });
});

describe('one code, one message: the catalogue', () => {
  it("the sandbox's own validation answers carry the router's message, the catalogue's", async () => {
    const { errorCatalog, errorRoles } = await import('../../packages/contract-facts/src/generated/operations.js');
    const message = errorCatalog[errorRoles.validation].description;
    const byRouter = await s.client.request('GET', '/v0/routes?limit=0', { token: s.primary });
    const bySandbox = await s.client.request('POST', '/v0/accounts', {
      token: s.primary,
      body: { kind: 'wallet', address: '0x52908400098527886E0F7030069857D2E4169EE7', networks: ['solana'] },
    });
    for (const reply of [byRouter, bySandbox]) {
      expectError(reply, 400, errorRoles.validation);
      expect(reply.body.message).toBe(message);
    }
  });

  it('an unknown id gets the code of its x-not-found, with the catalogue message', async () => {
    const { errorCatalog, operations } = await import('../../packages/contract-facts/src/generated/operations.js');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [path, operation] of [
      [`/v0/accounts/${unknown}`, operations.getAccount],
      [`/v0/routes/${unknown}`, operations.getRoute],
      [`/v0/transactions/${unknown}`, operations.getTransaction],
    ] as const) {
      const code = operation.parameters[0].notFoundCode;
      const reply = await s.client.request('GET', path, { token: s.primary });
      expectError(reply, 404, code);
      expect(reply.body.message).toBe(errorCatalog[code].description);
    }
  });
});
