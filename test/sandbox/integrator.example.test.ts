// The complete integrator test README.md links ("Integrators: call the API and test against the sandbox"), kept
// here so it keeps passing: start the sandbox, create a client, simulate an inbound transfer, see the transaction.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, type Client } from '../../packages/client/src/generated/client.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

let sandbox: RunningSandbox;
let client: Client;

beforeAll(async () => {
  sandbox = await startSandbox(); // in-memory database, a free loopback port, seeded sample data
  client = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary });
});
afterAll(() => sandbox.close());

it('a wire to our mint route shows up as a settled mint', async () => {
  const wallet = await client.accounts.create({
    kind: 'wallet',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    networks: ['base'],
  });
  const sender = { accountNumber: '000123456789', routingNumber: '021000021' };
  await client.accounts.create({
    kind: 'bank',
    ...sender,
    bankName: 'Example Bank',
    beneficiary: 'Example Treasury LLC',
  });
  const route = await client.routes.create({
    from: { currency: 'usd' },
    to: { currency: 'ausd', chain: 'base', accountId: wallet.id },
  });

  // A new wallet's mint entitlement waits for a secondary scan: the wire is held until the scan clears.
  const held = await sandbox.helpers.transfers.simulate(route.id, { amount: '2500', sender });
  expect(held).toMatchObject({ status: 'held', reason: 'secondary_scan_pending' });
  const review = await sandbox.helpers.accounts.review(wallet.id, {
    network: 'base',
    type: 'mint',
    outcome: 'approved',
  });
  expect(review.transactionIds).toHaveLength(1);

  const transaction = await client.transactions.get(review.transactionIds[0]!);
  expect(transaction).toMatchObject({ type: 'mint', status: 'settled' });
  expect(transaction.recipient).toMatchObject({
    accountId: wallet.id,
    amounts: [{ amount: '2500.000000', currency: 'ausd' }],
  });
});
