import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();

function decode(token: string): { header: any; payload: any } {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}

function encode(part: unknown): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

async function reason(token: string | undefined): Promise<string> {
  const reply = await s.client.request('GET', '/v0/accounts?limit=1', { token });
  expectError(reply, 401, 'unauthorized');
  return reply.body.context.reason;
}

async function newKey(createdInDashboard = true): Promise<{ id: string; secret: string }> {
  const reply = await s.client.request('POST', '/sandbox/api-keys', {
    token: s.primary,
    body: { name: 'test key', createdInDashboard },
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('token exchange', () => {
  it('issues an HS256 JWT with iss, aud, sub, org, iat, jti and exp = iat + 900', async () => {
    const { header, payload } = decode(s.primary);
    expect(header.alg).toBe('HS256');
    for (const claim of ['iss', 'aud', 'sub', 'org', 'iat', 'exp', 'jti']) expect(payload[claim], claim).toBeDefined();
    expect(payload.exp - payload.iat).toBe(900);
    expect(decode(s.other).payload.org).not.toBe(payload.org);
  });

  it('leaves earlier JWTs valid when the same key is exchanged again', async () => {
    const first = await s.client.exchange(s.sandbox.apiKeys.primary);
    const second = await s.client.exchange(s.sandbox.apiKeys.primary);
    expect(second).not.toBe(first);
    for (const token of [first, second])
      expect((await s.client.request('GET', '/v0/accounts?limit=1', { token })).status).toBe(200);
  });

  it('refuses an unknown key as invalid_token and a missing header as missing_header', async () => {
    expectError(await s.client.request('POST', '/v0/auth/token', { token: 'sk_sandbox_unknown' }), 401, 'unauthorized');
    const unknown = await s.client.request('POST', '/v0/auth/token', { token: 'sk_sandbox_unknown' });
    expect(unknown.body.context.reason).toBe('invalid_token');
    const missing = await s.client.request('POST', '/v0/auth/token');
    expect(missing.body.context.reason).toBe('missing_header');
  });

  it('refuses a key not created in the dashboard with key_not_provisioned', async () => {
    const seeded = await s.client.request('POST', '/v0/auth/token', {
      token: s.sandbox.apiKeys.notProvisioned.primary,
    });
    expectError(seeded, 401, 'unauthorized');
    expect(seeded.body.context.reason).toBe('key_not_provisioned');
    const created = await newKey(false);
    const reply = await s.client.request('POST', '/v0/auth/token', { token: created.secret });
    expect(reply.body.context.reason).toBe('key_not_provisioned');
  });
});

describe('session JWT verification', () => {
  it('missing_header without Authorization', async () => {
    expect(await reason(undefined)).toBe('missing_header');
  });

  it('invalid_token for garbage, a tampered payload, alg none, a foreign signing key and an API key', async () => {
    expect(await reason('not-a-jwt')).toBe('invalid_token');
    const [header, payload, signature] = s.primary.split('.');
    const claims = decode(s.primary).payload;
    const tampered = `${header}.${encode({ ...claims, org: decode(s.other).payload.org })}.${signature}`;
    expect(await reason(tampered)).toBe('invalid_token');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await reason(unsigned)).toBe('invalid_token');
    const foreignHeader = encode({ alg: 'HS256', typ: 'JWT' });
    const foreign = `${foreignHeader}.${payload}.${createHmac('sha256', 'another secret').update(`${foreignHeader}.${payload}`).digest('base64url')}`;
    expect(await reason(foreign)).toBe('invalid_token');
    expect(await reason(s.sandbox.apiKeys.primary)).toBe('invalid_token');
  });

  it('missing_claim for a validly signed token lacking a claim', async () => {
    for (const claim of ['org', 'sub', 'exp', 'jti']) {
      const reply = await s.client.request('POST', '/sandbox/session-tokens', {
        token: s.primary,
        body: { omitClaims: [claim] },
      });
      expect(reply.status).toBe(201);
      expect(decode(reply.body.sessionJwt).payload[claim]).toBeUndefined();
      expect(await reason(reply.body.sessionJwt), claim).toBe('missing_claim');
    }
  });

  it('unknown_tenant for a validly signed token of an unknown organization', async () => {
    const reply = await s.client.request('POST', '/sandbox/session-tokens', {
      token: s.primary,
      body: { organizationId: randomUUID() },
    });
    expect(await reason(reply.body.sessionJwt)).toBe('unknown_tenant');
  });
});

describe('API key state', () => {
  it('pause stops issued JWTs and new exchanges at once; after a resume only new sessions work', async () => {
    const key = await newKey();
    const token = await s.client.exchange(key.secret);
    const paused = await s.client.request('POST', `/sandbox/api-keys/${key.id}/pause`, { token: s.primary });
    expect(paused.body.status).toBe('paused');
    expect(await reason(token)).toBe('token_paused');
    expect((await s.client.request('POST', '/v0/auth/token', { token: key.secret })).body.context.reason).toBe(
      'token_paused',
    );
    const resumed = await s.client.request('POST', `/sandbox/api-keys/${key.id}/resume`, { token: s.primary });
    expect(resumed.body.status).toBe('active');
    // The session from before the pause stays refused; a new exchange works.
    expect(await reason(token)).toBe('token_paused');
    const fresh = await s.client.exchange(key.secret);
    expect((await s.client.request('GET', '/v0/accounts?limit=1', { token: fresh })).status).toBe(200);
  });

  it('revoke is immediate and permanent', async () => {
    const key = await newKey();
    const token = await s.client.exchange(key.secret);
    expect(
      (await s.client.request('POST', `/sandbox/api-keys/${key.id}/revoke`, { token: s.primary })).body.status,
    ).toBe('revoked');
    expect(await reason(token)).toBe('token_revoked');
    expect((await s.client.request('POST', '/v0/auth/token', { token: key.secret })).body.context.reason).toBe(
      'token_revoked',
    );
    expectError(
      await s.client.request('POST', `/sandbox/api-keys/${key.id}/resume`, { token: s.primary }),
      400,
      'parameter_invalid',
    );
  });

  it("cannot act on another organization's key", async () => {
    const key = await newKey();
    expectError(
      await s.client.request('POST', `/sandbox/api-keys/${key.id}/pause`, { token: s.other }),
      404,
      'not_found',
    );
  });
});

describe('session lifetime', () => {
  it('token_expired once the test clock passes 15 minutes; a fresh exchange works', async () => {
    const token = await s.client.exchange(s.sandbox.apiKeys.primary);
    await s.client.request('POST', '/sandbox/clock/advance', { token, body: { seconds: 890 } });
    expect((await s.client.request('GET', '/v0/accounts?limit=1', { token })).status).toBe(200);
    await s.client.request('POST', '/sandbox/clock/advance', { token, body: { seconds: 11 } });
    expect(await reason(token)).toBe('token_expired');
    const fresh = await s.client.exchange(s.sandbox.apiKeys.primary);
    expect((await s.client.request('GET', '/v0/accounts?limit=1', { token: fresh })).status).toBe(200);
  });
});
