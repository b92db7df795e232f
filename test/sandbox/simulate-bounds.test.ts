// Sandbox-Simulate cannot be turned against others: its `times` counters are kept per caller (an organization, or
// the address of an anonymous caller of a public operation) and bounded per caller, so nobody evicts or uses up
// another's; and a simulated delay holds its place in the caller's rate limit for as long as it waits, so one
// address cannot park more held requests than its limit lets it send.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../packages/sandbox/src/server.js';
import { SIMULATION_LOG_BOUNDS } from '../../packages/sandbox/src/simulate/simulation-log.js';
import { SandboxClient, testStore } from './harness.js';

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  for (const sandbox of sandboxes.splice(0)) await sandbox.close();
});

async function client(options: SandboxOptions = {}): Promise<SandboxClient> {
  const sandbox = await startSandbox({ db: await testStore(), seedTransactions: 5, ...options });
  sandboxes.push(sandbox);
  return new SandboxClient(sandbox);
}

const simulate = (value: string) => ({ 'sandbox-simulate': value });

describe('Sandbox-Simulate counters per caller', () => {
  it("an anonymous caller's distinct values, three times its bound, evict no organization's counter", async () => {
    const sandbox = await client();
    const token = await sandbox.exchange(sandbox.sandbox.apiKeys.primary);
    const once = simulate('status=500; times=1');
    expect((await sandbox.request('GET', '/v0/accounts', { token, headers: once })).status).toBe(500);
    const values = 3 * SIMULATION_LOG_BOUNDS.entriesPerCaller;
    for (let batch = 0; batch < values / 50; batch++)
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          sandbox.request('GET', '/v0/metrics', { headers: simulate(`status=500; times=${batch * 50 + i + 1}`) }),
        ),
      );
    expect((await sandbox.request('GET', '/v0/accounts', { token, headers: once })).status).toBe(200);
    const listed = await sandbox.request('GET', '/sandbox/simulations', { token });
    expect(listed.body.data).toEqual([expect.objectContaining({ path: '/v0/accounts', attempts: 2, failed: 1 })]);
  });

  it('counts a public operation per caller: an organization and an anonymous caller each get their failure', async () => {
    const sandbox = await client();
    const token = await sandbox.exchange(sandbox.sandbox.apiKeys.primary);
    const once = simulate('status=500; times=1');
    expect((await sandbox.request('GET', '/v0/metrics', { token, headers: once })).status).toBe(500);
    expect((await sandbox.request('GET', '/v0/metrics', { headers: once })).status).toBe(500);
    expect((await sandbox.request('GET', '/v0/metrics', { headers: once })).status).toBe(200);
    expect((await sandbox.request('GET', '/v0/metrics', { token, headers: once })).status).toBe(200);
  });
});

describe('a simulated delay against the rate limit', () => {
  it('holds its place in every window it waits through', async () => {
    // A tenth-of-a-second window: the half-second delay spans five of them.
    const sandbox = await client({ rateLimit: { requests: 3, windowSeconds: 0.1 } });
    const held = Array.from({ length: 3 }, () =>
      sandbox.request('GET', '/v0/metrics', { headers: simulate('delay=500') }),
    );
    const started = performance.now();
    const tryAt = async (ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - performance.now())));
      return (await sandbox.request('GET', '/v0/metrics/total-supply')).status;
    };
    // One try in each of the second, third and fourth windows while the three still wait: no room left.
    const during = [await tryAt(150), await tryAt(250), await tryAt(350)];
    expect(during).toEqual([429, 429, 429]);
    for (const reply of await Promise.all(held)) expect(reply.status).toBe(200);
    // Released with the answers: the window after them has room again.
    expect(await tryAt(650)).toBe(200);
  }, 20_000);
});
