import { describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { chains } from '../../packages/sandbox/src/core/chains.js';
import { SeededImages, seededImage } from '../../packages/sandbox/src/seed/seeded-image.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient } from './harness.js';

async function snapshot(options: Parameters<typeof startSandbox>[0]) {
  const sandbox = await startSandbox(options);
  try {
    const client = new SandboxClient(sandbox);
    const token = await client.exchange(sandbox.apiKeys.primary);
    const transactions = await client.all('/v0/transactions?limit=200', token);
    const detail =
      transactions.length > 3
        ? (await client.request('GET', `/v0/transactions/${transactions[3].id}`, { token })).body
        : undefined;
    return {
      accounts: await client.all('/v0/accounts', token),
      routes: await client.all('/v0/routes', token),
      transactions,
      detail,
      metrics: (await client.request('GET', '/v0/metrics')).body,
    };
  } finally {
    await sandbox.close();
  }
}

/** A progress report makes an in-memory sandbox seed anew rather than start from a seeded image. */
const anew = { onSeedProgress: () => {} };

describe('seeding', () => {
  it('is deterministic for a seed (ids included) and differs between seeds', async () => {
    const [a, b, c] = await Promise.all([
      snapshot({ seed: 7, ...anew }),
      snapshot({ seed: 7, ...anew }),
      snapshot({ seed: 8, ...anew }),
    ]);
    expect(b).toEqual(a);
    expect(c.transactions[0].id).not.toBe(a.transactions[0].id);
    expect(c.accounts.map((x) => x.id)).not.toEqual(a.accounts.map((x) => x.id));
  });

  it('is done once per seed and size in a process: a later in-memory sandbox starts from a copy of it', async () => {
    const image = seededImage({ seed: 9, transactions: 20 });
    expect(seededImage({ seed: 9, transactions: 20 })).toBe(image);
    expect(seededImage({ seed: 9, transactions: 21 })).not.toBe(image);
    const seeded = await snapshot({ seed: 9, seedTransactions: 20, ...anew });
    const [first, second] = [
      await snapshot({ seed: 9, seedTransactions: 20 }),
      await snapshot({ seed: 9, seedTransactions: 20 }),
    ];
    expect(first).toEqual(seeded);
    expect(second).toEqual(seeded);
    expect(seeded.transactions.length).toBeGreaterThan(0);
  });

  it('keeps images within a byte budget, the least recently used dropped first and the newest always', async () => {
    // An image of 5 transactions takes about 300 kB: two fit in 800 kB, three do not.
    const images = new SeededImages(800_000);
    await images.get({ seed: 11, transactions: 5 });
    await images.get({ seed: 12, transactions: 5 });
    await images.get({ seed: 11, transactions: 5 });
    expect(images.names()).toEqual(['12:5', '11:5']);
    await images.get({ seed: 13, transactions: 5 });
    expect(images.names()).toEqual(['11:5', '13:5']);
    // An image larger than the whole budget is still kept while it is the newest.
    const small = new SeededImages(100_000);
    await small.get({ seed: 11, transactions: 5 });
    expect(small.names()).toEqual(['11:5']);
    await small.get({ seed: 12, transactions: 5 });
    expect(small.names()).toEqual(['12:5']);
  });

  it('covers every entitlement status, several networks, banks and both address formats', async () => {
    const { accounts } = await snapshot({ seed: 1 });
    const statuses = new Set(
      accounts.flatMap((a) => (a.networks ?? []).flatMap((n: any) => n.entitlements.map((e: any) => e.status))),
    );
    expect([...statuses].sort()).toEqual([
      'approved',
      'conditionally_approved',
      'pending_approval',
      'pending_removal',
      'rejected',
      'removed',
    ]);
    const networks = new Set(accounts.flatMap((a) => (a.networks ?? []).map((n: any) => n.chain)));
    expect(networks.size).toBeGreaterThanOrEqual(8);
    expect(new Set(accounts.map((a) => a.addressFormat ?? a.kind))).toEqual(new Set(['ethereum', 'solana', 'bank']));
  });

  it('--no-seed: organizations and keys only, metrics still served', async () => {
    const empty = await snapshot({ seed: null });
    expect(empty.accounts).toEqual([]);
    expect(empty.routes).toEqual([]);
    expect(empty.transactions).toEqual([]);
    expect(empty.metrics.chains.length).toBeGreaterThan(0);
  });

  it('knows every network identifier of the contract, with a CAIP-2 id', () => {
    const networkFilter = operations.listAccounts.parameters.find((p) => p.name === 'network');
    expect(Object.keys(chains).sort()).toEqual([...(networkFilter as { values: readonly string[] }).values].sort());
    for (const facts of Object.values(chains)) expect(facts.caip2).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
  });
});
