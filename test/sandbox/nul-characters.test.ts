// A NUL character (U+0000) in any text a caller sends answers 400 parameter_invalid naming the field, on SQLite
// and on PostgreSQL alike (PostgreSQL cannot hold NUL in text: its driver failed the statement, a 500).
import { describe, expect, it } from 'vitest';
import { expectError, useSandbox, type Reply } from './harness.js';

const s = useSandbox();
const as = (method: string, path: string, body?: unknown) => s.client.request(method, path, { token: s.primary, body });

const NUL_ISSUE = 'must not contain the NUL character (U+0000)';

/** 400 parameter_invalid naming the field, with the NUL check's message (or the field schema's, when given). */
function expectNulRefused(reply: Reply, field: string, message = NUL_ISSUE): void {
  expectError(reply, 400, 'parameter_invalid');
  expect(reply.body.context.issues).toEqual([{ field, message }]);
}

describe('NUL in what a caller sends', () => {
  it('a cursor, raw or forged inside a well-formed one, is refused', async () => {
    expectNulRefused(await as('GET', '/v0/transactions?cursor=%00'), 'cursor');
    const forged = Buffer.from(JSON.stringify(['transactions', '2026-01-01T00:00:00.000Z\0', 'x'])).toString(
      'base64url',
    );
    const reply = await as('GET', `/v0/transactions?cursor=${forged}`);
    expectError(reply, 400, 'parameter_invalid');
    expect(reply.body.context.issues[0].field).toBe('cursor');
  });

  it('a path id is refused, on the API and the helpers', async () => {
    expectNulRefused(await as('GET', '/v0/transactions/%00'), 'txnId');
    // Ids whose schema has a format are refused by it first.
    expectNulRefused(await as('GET', '/v0/accounts/abc%00def'), 'accountId', 'must match format "uuid"');
    expectNulRefused(await as('POST', '/sandbox/api-keys/%00/pause'), 'keyId', 'must be "current"');
  });

  it('a name in a body is refused and nothing is written', async () => {
    const wallet = await as('POST', '/v0/accounts', {
      kind: 'wallet',
      address: `0x${'4e'.repeat(20)}`,
      networks: ['base'],
    });
    expect(wallet.status).toBe(201);
    expectNulRefused(await as('PUT', `/v0/accounts/${wallet.body.id}`, { operation: 'setName', name: 'a\0b' }), 'name');
    expect((await as('GET', `/v0/accounts/${wallet.body.id}`)).body.name).toBe('');
    const bank = {
      kind: 'bank',
      bankName: 'Nul\0Bank',
      beneficiary: 'N',
      routingNumber: '021000021',
      accountNumber: '44004400',
    };
    expectNulRefused(await as('POST', '/v0/accounts', bank), 'bankName');
    expectNulRefused(await as('POST', '/sandbox/api-keys', { name: '\0' }), 'name');
    const signUp = await s.client.request('POST', '/sandbox/organizations', { body: { name: 'Org\0' } });
    expectNulRefused(signUp, 'name');
  });
});
