import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './fixture-server.js';
import { harness, requestsTo } from './harness.js';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture({ transactions: 23 });
});
afterAll(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
});

describe('pagination and filters', () => {
  it('walks every page with for await, passing filters on each page', async () => {
    const { client } = harness(fixture);
    const seen: string[] = [];
    for await (const tx of client.transactions.list({ type: ['mint', 'redeem'], limit: 2 })) {
      expect(['mint', 'redeem']).toContain(tx.type);
      seen.push(tx.id);
    }
    // 23 transactions cycle through 5 types: indexes 0,1,5,6,10,11,15,16,20,21 are mint or redeem.
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    const lists = requestsTo(fixture, 'GET', '/v0/transactions');
    expect(lists).toHaveLength(5);
    expect(
      lists.every((request) => request.query.get('type') === 'mint,redeem' && request.query.get('limit') === '2'),
    ).toBe(true);
    expect(lists[0]!.query.has('cursor')).toBe(false);
    expect(lists.slice(1).every((request) => request.query.get('cursor'))).toBe(true);
  });

  it('yields whole pages with pages(), each with its Request-Id', async () => {
    const { client } = harness(fixture);
    const pages = [];
    for await (const page of client.transactions.list({ limit: 10 }).pages()) pages.push(page);
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 3]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    expect(pages.every((page) => /^req_\d+$/.test(page.requestId ?? ''))).toBe(true);
  });

  it('first() returns one page with nextCursor, and a stored cursor resumes from there', async () => {
    const { client } = harness(fixture);
    const first = await client.transactions.list({ limit: 20 }).first();
    expect(first.data).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await client.transactions.list({ limit: 20, cursor: first.nextCursor! }).first();
    expect(rest.data).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    expect(rest.data.map((tx) => tx.id)).not.toContain(first.data[0]!.id);
    // Awaiting the list itself is the same as first().
    const awaited = await client.transactions.list({ limit: 5 });
    expect(awaited.data).toHaveLength(5);
  });

  it('serialises ranges as dotted bounds: Date as UTC ISO, strings (with offsets) verbatim', async () => {
    const { client } = harness(fixture);
    const page = await client.transactions
      .list({ initiatedAt: { gte: new Date('2026-01-01T05:00:00Z'), lt: '2026-01-01T12:00:00+02:00' } })
      .first();
    const [request] = requestsTo(fixture, 'GET', '/v0/transactions');
    expect(request!.query.get('initiatedAt.gte')).toBe('2026-01-01T05:00:00.000Z');
    expect(request!.query.get('initiatedAt.lt')).toBe('2026-01-01T12:00:00+02:00');
    expect(request!.rawQuery).toContain('initiatedAt.lt=2026-01-01T12%3A00%3A00%2B02%3A00');
    // 10:00Z is the upper bound: transactions at hours 5..9 after midnight.
    expect(page.data.map((tx) => tx.initiatedAt)).toEqual(
      ['09', '08', '07', '06', '05'].map((hour) => `2026-01-01T${hour}:00:00.000Z`),
    );
  });

  it('sends lists as ONE comma-separated parameter, booleans as text, and omits undefined filters', async () => {
    const { client } = harness(fixture);
    await client.transactions
      .list({ recipientChain: ['base', 'solana'], isInstantSettlement: false, sourceChain: undefined })
      .first();
    const [request] = requestsTo(fixture, 'GET', '/v0/transactions');
    expect(request!.rawQuery).toBe('recipientChain=base,solana&isInstantSettlement=false');
  });

  it('a filter matching nothing gives an empty iteration, one request', async () => {
    const { client } = harness(fixture);
    const items = [];
    for await (const tx of client.transactions.list({ initiatedAt: { gte: '2030-01-01T00:00:00Z' } })) items.push(tx);
    expect(items).toEqual([]);
    expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(1);
  });
});

describe('toArray and each', () => {
  it('toArray({limit}) collects the first items across pages and fetches no page past them', async () => {
    const { client } = harness(fixture);
    const items = await client.transactions.list({ limit: 10 }).toArray({ limit: 15 });
    expect(items).toHaveLength(15);
    expect(new Set(items.map((tx) => tx.id)).size).toBe(15);
    expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(2);
    const all = await client.transactions.list({ limit: 10 }).toArray({ limit: 100 });
    expect(all).toHaveLength(23);
  });

  it.each([undefined, 0, -1, 1.5, 10_001, Number.NaN])(
    'toArray refuses limit %s before any request: the limit is explicit and bounded',
    async (limit) => {
      const { client } = harness(fixture);
      const list = client.transactions.list();
      await expect(list.toArray({ limit } as { limit: number })).rejects.toThrow(
        /toArray needs \{ limit \}, an integer from 1 to 10000/,
      );
      expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(0);
    },
  );

  it('each(fn) visits items in order and stops, fetching no further page, when fn returns false', async () => {
    const { client } = harness(fixture);
    const seen: [string, number][] = [];
    await client.transactions.list({ limit: 5 }).each(async (tx, index) => {
      seen.push([tx.id, index]);
      return index < 6;
    });
    expect(seen.map(([, index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(requestsTo(fixture, 'GET', '/v0/transactions')).toHaveLength(2);
    const everything: string[] = [];
    await client.transactions.list({ limit: 10 }).each((tx) => void everything.push(tx.id));
    expect(everything).toHaveLength(23);
  });
});
