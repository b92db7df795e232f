// A key grants at most what it holds, and a paused key grants nothing: through the helpers, an Admin key restricted
// to some account kinds cannot create a key that reads more, and a paused key's session (accepted only to resume
// that key) neither creates a key nor mints a session token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient, testStore } from './harness.js';

let sandbox: RunningSandbox;
let raw: SandboxClient;
beforeAll(async () => {
  sandbox = await startSandbox({ db: await testStore({ seedTransactions: 5 }), seedTransactions: 5 });
  raw = new SandboxClient(sandbox);
});
afterAll(() => sandbox.close());

/** A new Admin key of the primary organization reading `accountKinds`, and a session of it. */
async function keyWith(accountKinds: string[]): Promise<{ id: string; token: string; secret: string }> {
  const primary = await raw.exchange(sandbox.apiKeys.primary);
  const created = await raw.request('POST', '/sandbox/api-keys', {
    token: primary,
    body: { accountKinds, roles: ['admin'] },
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, secret: created.body.secret, token: await raw.exchange(created.body.secret) };
}

describe('sandbox keys cannot escalate', () => {
  it('a wallets-only key creates keys that read wallets only', async () => {
    const { token } = await keyWith(['wallet']);
    const wider = await raw.request('POST', '/sandbox/api-keys', { token, body: { accountKinds: ['wallet', 'bank'] } });
    expect([wider.status, wider.body.code]).toEqual([403, 'forbidden']);
    const unstated = await raw.request('POST', '/sandbox/api-keys', { token, body: {} });
    expect([unstated.status, unstated.body.accountKinds]).toEqual([201, ['wallet']]);
  });

  it('a key that reads nothing creates no key that reads anything', async () => {
    const { token } = await keyWith([]);
    const wider = await raw.request('POST', '/sandbox/api-keys', { token, body: { accountKinds: ['bank'] } });
    expect([wider.status, wider.body.code]).toEqual([403, 'forbidden']);
    const unstated = await raw.request('POST', '/sandbox/api-keys', { token, body: { name: 'Still nothing' } });
    expect([unstated.status, unstated.body.accountKinds]).toEqual([201, []]);
  });

  it("a paused key's session creates no key and mints no token, and can still resume its key", async () => {
    const { id, token, secret } = await keyWith(['wallet', 'bank']);
    const primary = await raw.exchange(sandbox.apiKeys.primary);
    expect((await raw.request('POST', `/sandbox/api-keys/${id}/pause`, { token: primary })).status).toBe(200);
    const key = await raw.request('POST', '/sandbox/api-keys', { token, body: {} });
    expect([key.status, key.body.context]).toEqual([401, { reason: 'token_paused' }]);
    const session = await raw.request('POST', '/sandbox/session-tokens', { token, body: {} });
    expect([session.status, session.body.context]).toEqual([401, { reason: 'token_paused' }]);
    expect((await raw.request('POST', `/sandbox/api-keys/${id}/resume`, { token })).status).toBe(200);
    const fresh = await raw.exchange(secret);
    expect((await raw.request('POST', '/sandbox/api-keys', { token: fresh, body: {} })).status).toBe(201);
  });
});
