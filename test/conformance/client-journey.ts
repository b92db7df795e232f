// The generated client's end-to-end journey (the calls of test/client/sandbox.e2e.test.ts), run through the proxy
// by the proxy's and the HAR recording's tests.
import { createClient } from '../../packages/client/src/generated/client.js';

/** The client journey; returns what the client saw so the test can compare it with a direct call. */
export async function clientJourney(baseUrl: string, apiKey: string): Promise<{ firstAccount: unknown }> {
  const client = createClient({ baseUrl, apiKey, maxRetries: 0 });
  await client.metrics.get();
  await client.metrics.totalSupply();
  await client.metrics.circulatingSupply();
  const all = [];
  for await (const tx of client.transactions.list({ limit: 200 })) all.push(tx);
  for await (const page of client.transactions.list({ type: ['mint', 'redeem'], limit: 7 }).pages()) void page;
  const middle = new Date((Date.parse(all.at(-1)!.initiatedAt) + Date.parse(all[0]!.initiatedAt)) / 2);
  for await (const tx of client.transactions.list({ initiatedAt: { gte: middle }, limit: 10 })) void tx;
  await client.transactions.get(all[0]!.id);
  await client.transactions
    .list({ initiatedAt: { gte: '2026-01-01T00:00:00' } })
    .first()
    .catch(() => undefined);
  await client.transactions.get('00000000-0000-4000-8000-00000000dead').catch(() => undefined);
  const accounts = [];
  for await (const account of client.accounts.list({ limit: 20 })) accounts.push(account);
  await client.accounts.get(accounts[0]!.id);
  const wallet = await client.accounts.create({
    kind: 'wallet',
    address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    networks: ['base'],
  });
  await client.accounts.update(wallet.id, { operation: 'setName', name: 'Treasury' });
  for await (const account of client.accounts.list({ kind: 'wallet', network: ['base'] })) void account;
  const body = {
    from: { currency: 'stablecoin' },
    to: { currency: 'ausd', chain: 'base', accountId: wallet.id },
  } as const;
  const route = await client.routes.create(body);
  await client.routes.create(body).catch(() => undefined);
  await client.routes.get(route.id);
  for await (const listed of client.routes.list({ limit: 50 })) void listed;
  return { firstAccount: accounts[0] };
}
