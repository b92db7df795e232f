import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
let all: any[];

const get = (path: string) => s.client.request('GET', path, { token: s.primary });
const chainOf = (party: any) => (party.kind === 'wallet' ? party.chain : null);

beforeAll(async () => {
  all = await s.client.all('/v0/transactions?limit=200', s.primary);
});

describe('transaction listing', () => {
  it('returns every seeded transaction newest first by initiatedAt, ties broken by id, without repeats', () => {
    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    let ties = 0;
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      if (a.initiatedAt === b.initiatedAt) ties++;
      expect(a.initiatedAt > b.initiatedAt || (a.initiatedAt === b.initiatedAt && a.id > b.id)).toBe(true);
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('pages with small limits give the same sequence as large ones', async () => {
    const small = await s.client.all('/v0/transactions?limit=7&type=reward', s.primary);
    expect(small.map((t) => t.id)).toEqual(all.filter((t) => t.type === 'reward').map((t) => t.id));
  });

  it('defaults to 50 per page and caps limit at 200', async () => {
    expect((await get('/v0/transactions')).body.data).toHaveLength(50);
    expectError(await get('/v0/transactions?limit=201'), 400, 'parameter_invalid');
    expectError(await get('/v0/transactions?limit=0'), 400, 'parameter_invalid');
  });

  it('filters by type (comma-separated)', async () => {
    const page = await s.client.all('/v0/transactions?limit=200&type=bridge,return', s.primary);
    expect(page.map((t) => t.id)).toEqual(
      all.filter((t) => t.type === 'bridge' || t.type === 'return').map((t) => t.id),
    );
    expect(new Set(all.map((t) => t.type))).toEqual(new Set(['mint', 'redeem', 'bridge', 'reward', 'return']));
  });

  it('filters by isInstantSettlement', async () => {
    for (const flag of [true, false]) {
      const page = await s.client.all(`/v0/transactions?limit=200&isInstantSettlement=${flag}`, s.primary);
      expect(page.length).toBeGreaterThan(0);
      expect(page.map((t) => t.id)).toEqual(all.filter((t) => t.isInstantSettlement === flag).map((t) => t.id));
    }
  });

  it('filters by recipientChain and sourceChain as reported; a wire-funded mint matches on recipientChain only', async () => {
    const byRecipient = await s.client.all('/v0/transactions?limit=200&recipientChain=solana,base', s.primary);
    expect(byRecipient.map((t) => t.id)).toEqual(
      all.filter((t) => ['solana', 'base'].includes(chainOf(t.recipient))).map((t) => t.id),
    );
    const bySource = await s.client.all('/v0/transactions?limit=200&sourceChain=ethereum', s.primary);
    expect(bySource.length).toBeGreaterThan(0);
    expect(bySource.map((t) => t.id)).toEqual(all.filter((t) => chainOf(t.source) === 'ethereum').map((t) => t.id));
    const wireMint = all.find((t) => t.type === 'mint' && t.source.kind === 'bank');
    expect(byRecipient.concat(bySource).length).toBeGreaterThan(0);
    const matching = await s.client.all(
      `/v0/transactions?limit=200&type=mint&recipientChain=${wireMint.recipient.chain}`,
      s.primary,
    );
    expect(matching.map((t) => t.id)).toContain(wireMint.id);
  });

  it('filters by initiatedAt bounds, inclusive and exclusive, with offsets', async () => {
    const pivot = all[100].initiatedAt;
    const gte = await s.client.all(`/v0/transactions?limit=200&initiatedAt.gte=${pivot}`, s.primary);
    const gt = await s.client.all(`/v0/transactions?limit=200&initiatedAt.gt=${pivot}`, s.primary);
    expect(gte.map((t) => t.id)).toEqual(all.filter((t) => t.initiatedAt >= pivot).map((t) => t.id));
    expect(gt.map((t) => t.id)).toEqual(all.filter((t) => t.initiatedAt > pivot).map((t) => t.id));
    const window = await s.client.all(
      '/v0/transactions?limit=200&initiatedAt.gte=2025-06-01T02:00:00%2B02:00&initiatedAt.lt=2025-07-01T00:00:00Z',
      s.primary,
    );
    expect(window.length).toBeGreaterThan(0);
    expect(window.map((t) => t.id)).toEqual(
      all.filter((t) => t.initiatedAt >= '2025-06-01T00:00:00' && t.initiatedAt < '2025-07-01').map((t) => t.id),
    );
    const upTo = await s.client.all(`/v0/transactions?limit=200&initiatedAt.lte=${pivot}`, s.primary);
    expect(upTo.map((t) => t.id)).toEqual(all.filter((t) => t.initiatedAt <= pivot).map((t) => t.id));
  });

  it('a valid filter matching nothing is an empty page; invalid filters are 400', async () => {
    expect((await get('/v0/transactions?initiatedAt.gt=2030-01-01T00:00:00Z')).body).toEqual({
      data: [],
      nextCursor: null,
    });
    for (const query of [
      'type=mint&type=redeem',
      'type=swap',
      'type=',
      'initiatedAt.eq=2025-01-01T00:00:00Z',
      'initiatedAt.gt=2025-01-01T00:00:00',
      'colour=red',
    ]) {
      expectError(await get(`/v0/transactions?${query}`), 400, 'parameter_invalid');
    }
  });
  it('refuses a leap-second bound (Z, offsets, fractions) with 400 parameter_invalid, never a 500', async () => {
    for (const query of [
      'initiatedAt.gt=2016-12-31T23:59:60Z',
      'initiatedAt.lte=2016-12-31T23:59:60.5Z',
      'initiatedAt.gte=2016-12-31T20:59:60-03:00',
      'initiatedAt.lt=2017-01-01T00:59:60.250%2B01:00',
    ]) {
      const reply = await get(`/v0/transactions?${query}`);
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toEqual([query.split('=')[0]]);
    }
  });
  it('refuses a bound whose instant falls outside years 0000 to 9999 in UTC; the edges themselves compare as instants', async () => {
    for (const query of ['initiatedAt.lt=9999-12-31T23:59:59-01:00', 'initiatedAt.gte=0000-01-01T00:00:00%2B00:01']) {
      const reply = await get(`/v0/transactions?${query}`);
      expectError(reply, 400, 'parameter_invalid');
      expect(reply.body.context.issues.map((issue: { field: string }) => issue.field)).toEqual([query.split('=')[0]]);
    }
    const upTo = await s.client.all('/v0/transactions?limit=200&initiatedAt.lt=9999-12-31T23:59:59Z', s.primary);
    expect(upTo).toHaveLength(all.length);
    const from = await s.client.all('/v0/transactions?limit=200&initiatedAt.gte=0000-01-01T00:00:00Z', s.primary);
    expect(from).toHaveLength(all.length);
  });
});

describe('filters combined (property)', () => {
  const TYPES = ['bridge', 'mint', 'redeem', 'return', 'reward'];
  const CHAINS = ['arbitrum', 'avalanche', 'base', 'ethereum', 'immutable', 'monad', 'polygon-pos', 'solana'];

  it('any AND of filters, walked at any page size, is the full list filtered locally, in order', async () => {
    const pivots = all.map((t) => t.initiatedAt);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            type: fc.subarray(TYPES, { minLength: 1 }),
            recipientChain: fc.subarray(CHAINS, { minLength: 1 }),
            sourceChain: fc.subarray(CHAINS, { minLength: 1 }),
            isInstantSettlement: fc.boolean(),
            'initiatedAt.gte': fc.constantFrom(...pivots),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 200 }),
        async (filters, limit) => {
          // List items are encoded one by one and joined with literal commas (an encoded comma is part of an item).
          const encode = (value: unknown) =>
            Array.isArray(value) ? value.map(encodeURIComponent).join(',') : encodeURIComponent(String(value));
          const query = Object.entries(filters).map(([name, value]) => `${name}=${encode(value)}`);
          const walked = await s.client.all(`/v0/transactions?${[...query, `limit=${limit}`].join('&')}`, s.primary);
          const expected = all.filter(
            (t) =>
              (!filters.type || filters.type.includes(t.type)) &&
              (!filters.recipientChain || filters.recipientChain.includes(chainOf(t.recipient))) &&
              (!filters.sourceChain || filters.sourceChain.includes(chainOf(t.source))) &&
              (filters.isInstantSettlement === undefined || t.isInstantSettlement === filters.isInstantSettlement) &&
              (!filters['initiatedAt.gte'] || t.initiatedAt >= filters['initiatedAt.gte']),
          );
          expect(walked.map((t) => t.id)).toEqual(expected.map((t) => t.id));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('transaction detail', () => {
  it('is the list summary plus legs, for every transaction on the first page', async () => {
    for (const summary of all.slice(0, 20)) {
      const { status, body } = await get(`/v0/transactions/${summary.id}`);
      expect(status).toBe(200);
      const { legs, ...rest } = body;
      expect(rest).toEqual(summary);
      expect(legs).toHaveLength(summary.legCount);
    }
  });

  it('seeded legs cover every detail type, both directions and EIP-55 wallet addresses', async () => {
    const types = new Set<string>();
    const directions = new Set<string>();
    for (const summary of all.slice(0, 120)) {
      for (const leg of (await get(`/v0/transactions/${summary.id}`)).body.legs) {
        types.add(leg.detail.type);
        directions.add(leg.direction);
        for (const party of [leg.source, leg.recipient]) {
          if (party.kind === 'wallet' && party.address.startsWith('0x'))
            expect(party.address).not.toBe(party.address.toLowerCase());
        }
      }
    }
    expect([...types].sort()).toEqual(['bookTransfer', 'fee', 'instantPayment', 'token', 'wire']);
    expect([...directions].sort()).toEqual(['FROM_AGORA', 'TO_AGORA']);
  });

  it('an unknown id is 404 transaction_not_found', async () => {
    expectError(await get('/v0/transactions/00000000-0000-4000-8000-000000000000'), 404, 'transaction_not_found');
  });
});
