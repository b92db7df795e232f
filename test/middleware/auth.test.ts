// The auth hook: bearer extraction per the operation's security, the app's verdict as 401 context.reason,
// public operations untouched, and authentication before validation.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateInput } from '../../packages/express/src/runtime/index.js';
import { ACCOUNT_ID, contract, fixtureApp, VALID_JWT } from './contract-fixture.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback;
const calls: AuthenticateInput[] = [];
const failures: unknown[] = [];

beforeAll(async () => {
  server = await listen(
    fixtureApp({
      onError: (error) => failures.push(error),
      authenticate: (input) => {
        calls.push(input);
        if (input.credential === 'explode') throw new Error('verifier crashed');
        if (input.credential === 'expired') return { ok: false, reason: 'token_expired' };
        if (input.role === 'exchange')
          return input.credential === 'api-key'
            ? { ok: true, principal: { org: 'keyholder' } }
            : { ok: false, reason: 'invalid_token' };
        return input.credential === VALID_JWT
          ? { ok: true, principal: { org: 'acme' } }
          : { ok: false, reason: 'invalid_token' };
      },
    }),
  );
});
afterAll(() => server.close());

async function expectUnauthorized(path: string, headers: Record<string, string>, reason: string, method = 'GET') {
  const response = await server.send(method, path, { headers });
  expect(response.status, JSON.stringify(headers)).toBe(401);
  expect(response.headers['request-id']).toMatch(/.+/);
  expect(response.json).toEqual({
    code: 'unauthorized',
    message: contract.errorCatalog['unauthorized']?.description,
    docs_url: contract.errorDocsUrl('unauthorized'),
    context: { reason },
  });
}

describe('authentication hook', () => {
  it('answers a missing Authorization header with missing_header, without calling the verifier', async () => {
    calls.length = 0;
    await expectUnauthorized('/v0/transactions', {}, 'missing_header');
    expect(calls).toHaveLength(0);
  });

  it('answers a header of another scheme with missing_header: there is no Bearer header', async () => {
    for (const value of ['Basic dXNlcjpwYXNz', 'Bearertoken', 'Token abc']) {
      await expectUnauthorized('/v0/transactions', { Authorization: value }, 'missing_header');
    }
  });

  it('answers a malformed Bearer credential with invalid_token, without calling the verifier', async () => {
    calls.length = 0;
    for (const value of [
      'Bearer',
      'Bearer ',
      'Bearer two tokens',
      'Bearer tok"en',
      'Bearer abc$def',
      `Bearer ${VALID_JWT} extra`,
    ]) {
      await expectUnauthorized('/v0/transactions', { Authorization: value }, 'invalid_token');
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses two Authorization headers as ambiguous (invalid_token), whichever comes first', async () => {
    const send = (values: string[]) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          const lines = values.map((value) => `Authorization: ${value}\r\n`).join('');
          socket.end(`GET /v0/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${lines}\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    calls.length = 0;
    for (const values of [
      [`Bearer ${VALID_JWT}`, 'Bearer bogus'],
      ['Bearer bogus', `Bearer ${VALID_JWT}`],
      [`Bearer ${VALID_JWT}`, `Bearer ${VALID_JWT}`],
    ]) {
      const answer = await send(values);
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain('"reason":"invalid_token"');
    }
    expect(calls).toHaveLength(0);
  });

  it("returns the verifier's reason", async () => {
    await expectUnauthorized('/v0/transactions', { Authorization: 'Bearer expired' }, 'token_expired');
    await expectUnauthorized('/v0/transactions', { Authorization: 'Bearer forged.jwt.value' }, 'invalid_token');
  });

  it('passes the credential role, credential and operation to the verifier and the principal to the handler', async () => {
    calls.length = 0;
    const response = await server.send('POST', '/v0/auth/token', { headers: { Authorization: 'bearer api-key' } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sessionJwt: 'jwt-for-keyholder' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      role: 'exchange',
      credential: 'api-key',
      operation: { operationId: 'exchangeApiKey' },
    });
  });

  it('skips authentication on public operations', async () => {
    calls.length = 0;
    expect((await server.send('GET', '/v0/metrics')).status).toBe(200);
    expect((await server.send('GET', '/v0/metrics', { headers: { Authorization: 'Bearer expired' } })).status).toBe(
      200,
    );
    expect(calls).toHaveLength(0);
  });

  it('authenticates before validating: an anonymous bad request gets 401, not 400', async () => {
    await expectUnauthorized('/v0/transactions?limit=0&bogus=1', {}, 'missing_header');
    await expectUnauthorized('/v0/accounts/not-a-uuid', {}, 'missing_header');
    await expectUnauthorized('/v0/accounts', { 'Content-Type': 'text/plain' }, 'missing_header', 'POST');
    const authenticated = await server.send('GET', '/v0/accounts/not-a-uuid', {
      headers: { Authorization: `Bearer ${VALID_JWT}` },
    });
    expect(authenticated.status).toBe(400);
    expect(authenticated.json.context.issues).toEqual([{ field: 'accountId', message: 'must match format "uuid"' }]);
  });

  it('turns a throwing verifier into 500 internal_error, logged, with no details leaked', async () => {
    failures.length = 0;
    const response = await server.send('GET', `/v0/accounts/${ACCOUNT_ID}`, {
      headers: { Authorization: 'Bearer explode' },
    });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({
      code: 'internal_error',
      message: contract.errorCatalog['internal_error']?.description,
      docs_url: contract.errorDocsUrl('internal_error'),
    });
    expect(response.text).not.toContain('verifier crashed');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('verifier crashed');
  });
});
