// Time alone never reaches a 5xx: the test clock stops at 9999-12-31T23:59:59.999Z however long the sandbox runs
// past it (wall time, not only advances), and a write whose answer would break the contract is refused before it
// commits, never after (a retry would otherwise meet its own half-done write as a 409).
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, LATEST_TIME, type Clock } from '../../packages/sandbox/src/core/clock.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient, testStore } from './harness.js';

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  for (const sandbox of sandboxes.splice(0)) await sandbox.close();
});

async function sandboxOn(clock: Clock): Promise<SandboxClient> {
  const sandbox = await startSandbox({ db: await testStore(), clock, seedTransactions: 5 });
  sandboxes.push(sandbox);
  return new SandboxClient(sandbox);
}

const wallet = (hex: string) => ({ kind: 'wallet', address: `0x${hex.repeat(20)}`, networks: ['base'] });
const latest = new Date(LATEST_TIME).toISOString();

describe('the test clock at its bound', () => {
  it('never reads past 9999-12-31T23:59:59.999Z as wall time runs on', async () => {
    const clock = createClock(new Date(LATEST_TIME - 5));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().toISOString()).toBe(latest);
  });

  it('keeps answering both organizations once wall time has carried it to the bound', async () => {
    const client = await sandboxOn(createClock(new Date(LATEST_TIME - 5)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const clock = await client.request('GET', '/sandbox/clock', {
      token: await client.exchange(client.sandbox.apiKeys.primary),
    });
    expect([clock.status, clock.body.now]).toEqual([200, latest]);
    for (const [key, hex] of [
      [client.sandbox.apiKeys.primary, 'ab'],
      [client.sandbox.apiKeys.other, 'cd'],
    ] as const) {
      const token = await client.exchange(key);
      const created = await client.request('POST', '/v0/accounts', { token, body: wallet(hex) });
      expect([created.status, created.body.createdAt]).toEqual([201, latest]);
      expect((await client.request('GET', '/v0/accounts', { token })).status).toBe(200);
    }
  });
});

describe('sessions at the bound', () => {
  it('still expire: time runs on for them past the last instant the clock reads', async () => {
    const client = await sandboxOn(createClock(new Date(LATEST_TIME - 5)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const token = await client.exchange(client.sandbox.apiKeys.primary);
    expect((await client.request('GET', '/v0/accounts', { token })).status).toBe(200);
    const advanced = await client.request('POST', '/sandbox/clock/advance', { token, body: { seconds: 901 } });
    expect([advanced.status, advanced.body.now]).toEqual([200, latest]);
    const expired = await client.request('GET', '/v0/accounts', { token });
    expect([expired.status, expired.body.context]).toEqual([401, { reason: 'token_expired' }]);
    const fresh = await client.exchange(client.sandbox.apiKeys.primary);
    expect((await client.request('GET', '/v0/accounts', { token: fresh })).status).toBe(200);
    // A day past the bound is as far as time runs.
    const beyond = await client.request('POST', '/sandbox/clock/advance', { token: fresh, body: { seconds: 86_400 } });
    expect([beyond.status, beyond.body.context?.issues?.[0]?.field]).toEqual([400, 'seconds']);
  });
});

describe('advances at once', () => {
  it('never carry time together past the bound: one applies, the other is 400', async () => {
    // 2.5 days of room: either advance of 2 days fits alone, both together do not.
    const client = await sandboxOn(createClock(new Date(LATEST_TIME + 86_400_000 - 2.5 * 86_400_000)));
    const token = await client.exchange(client.sandbox.apiKeys.primary);
    for (let round = 0; round < 5; round++) {
      const organization = await client.sandbox.createOrganization({ empty: true });
      // The Owner's API key as bearer: a session would expire with the first advance.
      const advance = () =>
        client.request('POST', '/sandbox/clock/advance', {
          token: organization.apiKey.secret,
          body: { seconds: 2 * 86_400 },
        });
      const replies = await Promise.all([advance(), advance()]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      expect(replies.find((reply) => reply.status === 400)!.body.context.issues[0].field).toBe('seconds');
    }
    expect((await client.request('GET', '/sandbox/clock', { token })).status).toBe(200);
  });
});

describe('a write whose answer would break the contract', () => {
  /**
   * A sandbox whose clock stands past the bound for one write (any defect that would make a write's answer
   * invalid): `late` is a session taken then; the clock is back when `token` is taken.
   */
  async function pastTheBound(write: (client: SandboxClient, late: string) => Promise<number>) {
    let beyond = false;
    const clock: Clock = {
      now: () => (beyond ? new Date('+010000-01-01T00:00:00.000Z') : new Date('2026-06-01T00:00:00.000Z')),
      advance: () => undefined,
    };
    const client = await sandboxOn(clock);
    beyond = true;
    const status = await write(client, await client.exchange(client.sandbox.apiKeys.primary));
    beyond = false;
    return { client, status, token: await client.exchange(client.sandbox.apiKeys.primary) };
  }

  it('is refused before it commits: nothing is stored and the retry is not a conflict', async () => {
    const { client, status, token } = await pastTheBound(
      async (client, late) =>
        (await client.request('POST', '/v0/accounts', { token: late, body: wallet('ef') })).status,
    );
    expect(status).toBe(500);
    const accounts = await client.request('GET', '/v0/accounts?kind=wallet&limit=200', { token });
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.map((account: { address: string }) => account.address.toLowerCase())).not.toContain(
      `0x${'ef'.repeat(20)}`,
    );
    expect((await client.request('POST', '/v0/accounts', { token, body: wallet('ef') })).status).toBe(201);
  });

  it('holds for the test helpers too: a key whose answer would break the helpers document is not stored', async () => {
    const body = { name: 'Beyond the clock' };
    const { client, status, token } = await pastTheBound(
      async (client, late) => (await client.request('POST', '/sandbox/api-keys', { token: late, body })).status,
    );
    expect(status).toBe(500);
    const keys = await client.request('GET', '/sandbox/api-keys', { token });
    expect(keys.status).toBe(200);
    expect(keys.body.data.map((key: { name: string }) => key.name)).not.toContain('Beyond the clock');
  });
});
