// The key role model on every helper (test-helpers.md, "Who may do what"): keys carry roles (owner > admin > none)
// and account kinds; keys and the organization's settings need Owner or Admin, revoke needs Owner, a creator grants
// no role above its own, pause and resume need a rank at least the key's highest. A paused key's session may only
// resume that key, where its role allows, and sessions from before a pause stay refused after the resume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../packages/sandbox/src/core/clock.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { expectError, SandboxClient, useSandbox, type Reply } from './harness.js';

const s = useSandbox({ seedTransactions: 5 });

interface Key {
  id: string;
  secret: string;
  token: string;
}

async function keyWith(roles: string[], token = s.primary): Promise<Key> {
  const created = await s.client.request('POST', '/sandbox/api-keys', { token, body: { roles } });
  expect([created.status, created.body.roles]).toEqual([201, roles]);
  return { id: created.body.id, secret: created.body.secret, token: await s.client.exchange(created.body.secret) };
}

const post = (path: string, token: string, body?: unknown) => s.client.request('POST', path, { token, body });
const put = (path: string, token: string, body: unknown) => s.client.request('PUT', path, { token, body });

/** Every organization-wide setting, each answering 200 when allowed (and leaving the organization as it was). */
const settings: Record<string, (token: string) => Promise<Reply>> = {
  standing: (token) => put('/sandbox/organization', token, { standing: 'active' }),
  outages: (token) => put('/sandbox/outages', token, { routeCreation: false }),
  clock: (token) => post('/sandbox/clock/advance', token, { seconds: 1 }),
  metrics: (token) => put('/sandbox/metrics/chains/base', token, { reachable: true }),
};

describe('roles on keys', () => {
  it("the organization's own key is an Owner with both kinds; a key made without roles carries none", async () => {
    const keys = (await s.client.request('GET', '/sandbox/api-keys', { token: s.primary })).body.data;
    // Found by name: it shares its creation instant with the key not created in the dashboard, so ids order them.
    const own = keys.find((key: { name: string }) => key.name === 'Sandbox key');
    expect(own).toMatchObject({ name: 'Sandbox key', roles: ['owner'], accountKinds: ['wallet', 'bank'] });
    const plain = await s.client.request('POST', '/sandbox/api-keys', { token: s.primary, body: {} });
    expect(plain.body.roles).toEqual([]);
    const paused = await post(`/sandbox/api-keys/${plain.body.id}/pause`, s.primary);
    expect([paused.status, paused.body.roles]).toEqual([200, []]);
  });
});

describe('who may do what', () => {
  it('a key with no role creates, pauses, resumes and revokes no key and changes no setting', async () => {
    const none = await keyWith([]);
    const target = await keyWith([]);
    expectError(await post('/sandbox/api-keys', none.token, {}), 403, 'forbidden');
    for (const action of ['pause', 'revoke'])
      expectError(await post(`/sandbox/api-keys/${target.id}/${action}`, none.token), 403, 'forbidden');
    await post(`/sandbox/api-keys/${target.id}/pause`, s.primary);
    expectError(await post(`/sandbox/api-keys/${target.id}/resume`, none.token), 403, 'forbidden');
    for (const change of Object.values(settings)) expectError(await change(none.token), 403, 'forbidden');
    // What any active key may do.
    expect((await s.client.request('GET', '/sandbox/api-keys', { token: none.token })).status).toBe(200);
    expect((await s.client.request('GET', '/sandbox/clock', { token: none.token })).status).toBe(200);
    expect((await s.client.request('GET', '/sandbox/simulations', { token: none.token })).status).toBe(200);
    expect((await post('/sandbox/session-tokens', none.token, {})).status).toBe(201);
  });

  it('an Admin manages keys up to its own rank and the settings, and revokes nothing', async () => {
    const admin = await keyWith(['admin']);
    expectError(await post('/sandbox/api-keys', admin.token, { roles: ['owner'] }), 403, 'forbidden');
    const made = await post('/sandbox/api-keys', admin.token, { roles: ['admin'] });
    expect([made.status, made.body.roles]).toEqual([201, ['admin']]);
    for (const action of ['pause', 'resume'])
      expect((await post(`/sandbox/api-keys/${made.body.id}/${action}`, admin.token)).status).toBe(200);
    const owner = await keyWith(['owner']);
    expectError(await post(`/sandbox/api-keys/${owner.id}/pause`, admin.token), 403, 'forbidden');
    expectError(await post(`/sandbox/api-keys/${made.body.id}/revoke`, admin.token), 403, 'forbidden');
    for (const change of Object.values(settings)) expect((await change(admin.token)).status).toBe(200);
  });

  it('an Owner revokes and pauses any key', async () => {
    const owner = await keyWith(['owner']);
    const other = await keyWith(['owner']);
    expect((await post(`/sandbox/api-keys/${other.id}/pause`, owner.token)).status).toBe(200);
    expect((await post(`/sandbox/api-keys/${other.id}/revoke`, owner.token)).body.status).toBe('revoked');
  });
});

describe('a paused key', () => {
  it('does nothing but resume itself: every other helper and /v0 answer 401 token_paused', async () => {
    const admin = await keyWith(['admin']);
    const victim = await keyWith([]);
    expect((await post(`/sandbox/api-keys/${admin.id}/pause`, s.primary)).status).toBe(200);
    const refusals = [
      await post(`/sandbox/api-keys/${victim.id}/revoke`, admin.token),
      await post(`/sandbox/api-keys/${victim.id}/pause`, admin.token),
      await post('/sandbox/api-keys', admin.token, {}),
      await post('/sandbox/session-tokens', admin.token, {}),
      await s.client.request('GET', '/sandbox/clock', { token: admin.token }),
      await s.client.request('GET', '/v0/accounts', { token: admin.token }),
      ...(await Promise.all(Object.values(settings).map((change) => change(admin.token)))),
    ];
    for (const reply of refusals) {
      expectError(reply, 401, 'unauthorized');
      expect(reply.body.context).toEqual({ reason: 'token_paused' });
    }
    // Another paused key is not its to resume.
    await post(`/sandbox/api-keys/${victim.id}/pause`, s.primary);
    const other = await post(`/sandbox/api-keys/${victim.id}/resume`, admin.token);
    expect([other.status, other.body.context]).toEqual([401, { reason: 'token_paused' }]);
    expect((await post('/sandbox/api-keys/current/resume', admin.token)).body.status).toBe('active');
  });

  it('with no role, cannot resume itself', async () => {
    const none = await keyWith([]);
    await post(`/sandbox/api-keys/${none.id}/pause`, s.primary);
    expectError(await post(`/sandbox/api-keys/${none.id}/resume`, none.token), 403, 'forbidden');
  });

  it('after a resume, refuses the sessions issued before the pause and takes new ones', async () => {
    const admin = await keyWith(['admin']);
    await post(`/sandbox/api-keys/${admin.id}/pause`, s.primary);
    await post(`/sandbox/api-keys/${admin.id}/resume`, admin.token);
    for (const path of ['/v0/accounts', '/sandbox/clock']) {
      const old = await s.client.request('GET', path, { token: admin.token });
      expect([old.status, old.body.context]).toEqual([401, { reason: 'token_paused' }]);
    }
    const fresh = await s.client.exchange(admin.secret);
    expect((await s.client.request('GET', '/v0/accounts', { token: fresh })).status).toBe(200);
  });
});

describe('pause and resume within one millisecond', () => {
  let sandbox: RunningSandbox;
  let client: SandboxClient;
  beforeAll(async () => {
    const frozen = new Date('2026-05-01T12:00:00.000Z');
    const clock: Clock = { now: () => frozen, advance: () => undefined };
    sandbox = await startSandbox({ clock, seedTransactions: 5 });
    client = new SandboxClient(sandbox);
  });
  afterAll(() => sandbox.close());

  it('still tells the sessions before the pause from those after the resume', async () => {
    const owner = await client.exchange(sandbox.apiKeys.primary);
    const created = await client.request('POST', '/sandbox/api-keys', { token: owner, body: { roles: ['admin'] } });
    const before = await client.exchange(created.body.secret);
    await client.request('POST', `/sandbox/api-keys/${created.body.id}/pause`, { token: owner });
    await client.request('POST', `/sandbox/api-keys/${created.body.id}/resume`, { token: owner });
    const after = await client.exchange(created.body.secret);
    expect((await client.request('GET', '/v0/accounts', { token: before })).body.context).toEqual({
      reason: 'token_paused',
    });
    expect((await client.request('GET', '/v0/accounts', { token: after })).status).toBe(200);
  });
});
