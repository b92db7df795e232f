// Evolution mode: every open enum of the contract (read from generated/evolution.ts) shows values the contract
// does not list, open objects gain a property, every answer still validates; the toolkit's client and its types
// pass against an evolving sandbox (the conformance runner's whole run: evolve-conformance.slow.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../packages/client/src/generated/client.js';
import type { TransactionSummary } from '../../packages/client/src/generated/types.js';
import { componentShapes } from '../../packages/sandbox/src/generated/evolution.js';
import { operationValidators } from '../../packages/contract-facts/src/generated/validators.js';
import {
  EVOLVED_PROPERTY,
  addedValue,
  evolvedValue,
  rewordedText,
} from '../../packages/sandbox/src/evolve/evolve-body.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient } from './harness.js';

let evolving: RunningSandbox;
let plain: RunningSandbox;
beforeAll(async () => {
  [evolving, plain] = await Promise.all([
    startSandbox({ evolve: true, seedTransactions: 80 }),
    startSandbox({ seedTransactions: 20 }),
  ]);
});
afterAll(() => Promise.all([evolving.close(), plain.close()]));

function strings(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) strings(item, found);
  return found;
}
const keys = (value: unknown): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, item]) => [key, ...keys(item)])
    : [];

/** The enums the contract declares open, with their known values. */
const openEnums = Object.entries(componentShapes).flatMap(([name, shape]) =>
  shape !== null && typeof shape === 'object' && 'enum' in shape ? [{ name, values: shape.enum }] : [],
);

describe('evolution mode', () => {
  it('answers carry unknown values of every open enum and extra properties, and still validate', async () => {
    expect(openEnums.map((entry) => entry.name).sort()).toEqual([
      'CounterpartyChain',
      'CurrencyCode',
      'TransactionStatus',
      'TransactionType',
    ]);
    const client = new SandboxClient(evolving);
    const token = await client.exchange(evolving.apiKeys.primary);
    const bodies: unknown[] = [];
    const check = async (operationId: keyof typeof operationValidators, path: string) => {
      const reply = await client.request('GET', path, { token });
      expect(reply.status, `${path}: ${reply.text}`).toBe(200);
      expect(
        (operationValidators[operationId].responses as Record<string, (body: unknown) => boolean>)['200']!(reply.body),
      ).toBe(true);
      bodies.push(reply.body);
      return reply.body;
    };
    const transactions = await check('listTransactions', '/v0/transactions?limit=200');
    for (const item of transactions.data.slice(0, 20)) await check('getTransaction', `/v0/transactions/${item.id}`);
    await check('listRoutes', '/v0/routes?limit=200');
    await check('getMetrics', '/v0/metrics');
    const seen = strings(bodies);
    for (const { name, values } of openEnums) {
      expect(
        values.some((value) => seen.has(evolvedValue(value))),
        name,
      ).toBe(true);
    }
    expect(keys(bodies)).toContain(EVOLVED_PROPERTY);
  });

  it('lists keyed by an open enum gain an entry; lists of resources do not', async () => {
    const client = new SandboxClient(evolving);
    const token = await client.exchange(evolving.apiKeys.primary);
    const normal = new SandboxClient(plain);
    const plainToken = await normal.exchange(plain.apiKeys.primary);
    const evolved = await client.request('GET', '/v0/transactions?limit=3', { token });
    const transaction = evolved.body.data[0];
    const currencies = transaction.recipient.amounts.map((amount: { currency: string }) => amount.currency);
    expect(currencies.at(-1)).toMatch(/_added$/);
    expect(currencies.slice(0, -1).every((currency: string) => currency.endsWith('_next'))).toBe(true);
    const detail = await client.request('GET', `/v0/transactions/${transaction.id}`, { token });
    expect(detail.body.legs.length).toBe(transaction.legCount);
    const routes = await client.request('GET', '/v0/routes?limit=200', { token });
    const deposits = routes.body.data
      .flatMap((route: { instructions: { supportedCurrencies?: string[] }[] }) => route.instructions)
      .filter((instruction: { supportedCurrencies?: string[] }) => instruction.supportedCurrencies !== undefined);
    expect(deposits.length).toBeGreaterThan(0);
    for (const deposit of deposits) {
      const [first, ...rest] = deposit.supportedCurrencies as string[];
      expect(rest.at(-1)).toBe(addedValue(first!.replace(/_next$/, '')));
    }
    const plainRoutes = await normal.request('GET', '/v0/routes?limit=200', { token: plainToken });
    expect(JSON.stringify(plainRoutes.body)).not.toMatch(/_added/);
  });

  it('rewords error messages, keeping the code clients match on', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const [evolvedReply, plainReply] = await Promise.all(
      [evolving, plain].map(async (sandbox) => {
        const client = new SandboxClient(sandbox);
        const token = await client.exchange(sandbox.apiKeys.primary);
        return client.request('GET', `/v0/transactions/${missing}`, { token });
      }),
    );
    expect([evolvedReply!.status, evolvedReply!.body.code]).toEqual([404, plainReply!.body.code]);
    expect(evolvedReply!.body.message).toBe(rewordedText(plainReply!.body.message));
    const client = createClient({ baseUrl: evolving.url, apiKey: evolving.apiKeys.primary });
    await expect(client.transactions.get(missing)).rejects.toMatchObject({ status: 404, code: plainReply!.body.code });
  });

  it("rewords the router's own answers too: validation and credentials", async () => {
    const replies = await Promise.all(
      [evolving, plain].map(async (sandbox) => {
        const client = new SandboxClient(sandbox);
        const token = await client.exchange(sandbox.apiKeys.primary);
        return Promise.all([
          client.request('GET', '/v0/transactions?limit=0', { token }),
          client.request('GET', '/v0/transactions', { token: 'not-a-token' }),
        ]);
      }),
    );
    const [[invalid, refused], [plainInvalid, plainRefused]] = replies as [[any, any], [any, any]];
    expect([invalid.status, invalid.body.code]).toEqual([400, plainInvalid.body.code]);
    expect(invalid.body.message).toBe(rewordedText(plainInvalid.body.message));
    expect(invalid.body.context).toEqual(plainInvalid.body.context);
    expect([refused.status, refused.body.context]).toEqual([401, plainRefused.body.context]);
    expect(refused.body.message).toBe(rewordedText(plainRefused.body.message));
  });

  it('keeps filters consistent: a list filtered on an evolved field leaves the evolved items out, and no empty page carries a cursor', async () => {
    const client = new SandboxClient(evolving);
    const token = await client.exchange(evolving.apiKeys.primary);
    const mints = await client.request('GET', '/v0/transactions?type=mint', { token });
    expect([mints.status, mints.body.data, mints.body.nextCursor]).toEqual([200, [], null]);
    // No empty page carries a cursor: the contract's cursor is null when no results remain.
    const small = await client.request('GET', '/v0/transactions?type=mint&limit=5', { token });
    expect([small.status, small.body.data, small.body.nextCursor]).toEqual([200, [], null]);
    const wallets = await client.request('GET', '/v0/accounts?kind=wallet&limit=5', { token });
    expect(wallets.body.data.length).toBe(5);
  });

  it('evolves one request of a plain sandbox with Sandbox-Simulate: evolve', async () => {
    const client = new SandboxClient(plain);
    const token = await client.exchange(plain.apiKeys.primary);
    const evolved = await client.request('GET', '/v0/transactions?limit=5', {
      token,
      headers: { 'sandbox-simulate': 'evolve' },
    });
    const normal = await client.request('GET', '/v0/transactions?limit=5', { token });
    expect(evolved.body.data.map((item: { id: string }) => item.id)).toEqual(
      normal.body.data.map((item: { id: string }) => item.id),
    );
    expect(evolved.body.data[0].type).toBe(evolvedValue(normal.body.data[0].type));
    expect(normal.body.data[0].type).not.toMatch(/_next$/);
  });

  it('the toolkit client and its types tolerate the evolving answers end to end', async () => {
    const client = createClient({ baseUrl: evolving.url, apiKey: evolving.apiKeys.primary });
    // The generated types keep open enums open: a switch over the known values needs its default branch.
    const describeType = (transaction: TransactionSummary): string => {
      switch (transaction.type) {
        case 'mint':
        case 'redeem':
          return 'settlement';
        default:
          return `other:${transaction.type}`;
      }
    };
    let items = 0;
    for await (const transaction of client.transactions.list({ limit: 7 })) {
      items += 1;
      expect(describeType(transaction)).toMatch(/^other:.+_next$/);
      if (items <= 3) expect((await client.transactions.get(transaction.id)).legs.length).toBe(transaction.legCount);
    }
    expect(items).toBe((await client.transactions.list({ limit: 200 })).data.length);
    const metrics = await client.metrics.get();
    expect(metrics.chains.length).toBeGreaterThan(0);
  });
});
