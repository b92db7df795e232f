// Writes that decide on what they read, sent at the same moment through two replicas (over PostgreSQL two sandboxes
// on one database; over SQLite the one embedded sandbox): one decides, the other answers as the contract says for
// what the first decided, and nothing is left half done.
import { describe, expect, it } from 'vitest';
import { expectError, useReplicas, type Reply } from './harness.js';

const r = useReplicas();
/** Pairs raced at once in each test: enough that a read-then-write race shows in every run. */
const PAIRS = 12;

let wallets = 0;
const call = (replica: 0 | 1, method: string, path: string, body?: unknown, token = r.primary) =>
  r.replicas[replica].request(method, path, { token, body });

/** A session of a new organization without sample data. */
async function emptyOrganization(): Promise<string> {
  const made = await r.replicas[0].sandbox.createOrganization({ empty: true });
  return r.replicas[0].exchange(made.apiKey.secret);
}

/** A new wallet on base (its mint conditionally approved) and a route minting to it from stablecoins. */
async function walletWithRoute(token = r.primary): Promise<{ walletId: string; routeId: string }> {
  wallets += 1;
  const address = `0x${wallets.toString(16).padStart(4, '0')}${'ab'.repeat(18)}`;
  const wallet = await call(0, 'POST', '/v0/accounts', { kind: 'wallet', address, networks: ['base'] }, token);
  expect(wallet.status).toBe(201);
  const route = await call(
    0,
    'POST',
    '/v0/routes',
    { from: { currency: 'stablecoin' }, to: { currency: 'ausd', chain: 'base', accountId: wallet.body.id } },
    token,
  );
  expect(route.status).toBe(201);
  return { walletId: wallet.body.id, routeId: route.body.id };
}

const deposit = (replica: 0 | 1, routeId: string, amount = '3') =>
  call(replica, 'POST', `/sandbox/routes/${routeId}/inbound-transfers`, { amount, chain: 'base' });
const review = (outcome: 'approved' | 'rejected') => ({ network: 'base', type: 'mint', outcome });
const reviewOn = (replica: 0 | 1, walletId: string, outcome: 'approved' | 'rejected') =>
  call(replica, 'POST', `/sandbox/accounts/${walletId}/entitlement-reviews`, review(outcome));
/**
 * The transactions the replies settled or returned, by the amount of the transfer each began with (a review
 * re-decides every held transfer of the organization, so one reply may carry another wallet's).
 */
async function transactionsByAmount(replies: readonly Reply[]): Promise<Map<string, string[]>> {
  const ids = replies.flatMap((reply) => reply.body.transactionIds ?? [reply.body.transactionId ?? []].flat());
  const byAmount = new Map<string, string[]>();
  for (const id of ids) {
    const txn = (await call(1, 'GET', `/v0/transactions/${id}`)).body;
    const amount = txn.legs[0].amount as string;
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), txn.type]);
  }
  return byAmount;
}
const amountOf = (index: number) => `${index + 1}.000000`;

const mintStatus = async (walletId: string) =>
  (await call(1, 'GET', `/v0/accounts/${walletId}`)).body.networks[0].entitlements.find((e: any) => e.type === 'mint')
    .status as string;

/** Runs `race` on PAIRS fresh subjects at once. */
async function raced<Subject, Outcome>(
  make: (index: number) => Promise<Subject>,
  race: (subject: Subject) => Promise<Outcome>,
): Promise<[Subject, Outcome][]> {
  const subjects: Subject[] = [];
  for (let index = 0; index < PAIRS; index++) subjects.push(await make(index));
  return Promise.all(subjects.map(async (subject) => [subject, await race(subject)] as [Subject, Outcome]));
}

describe('races between replicas', () => {
  it('of two opposite entitlement reviews, one decides and settles or returns; the other is 400', async () => {
    const results = await raced(
      async (index) => {
        const wallet = await walletWithRoute();
        expect((await deposit(0, wallet.routeId, amountOf(index))).body.status).toBe('held');
        return { ...wallet, amount: amountOf(index) };
      },
      ({ walletId }) => Promise.all([reviewOn(0, walletId, 'approved'), reviewOn(1, walletId, 'rejected')]),
    );
    const settled = await transactionsByAmount(results.flatMap(([, replies]) => replies));
    for (const [{ walletId, amount }, replies] of results) {
      const won = replies.filter((reply) => reply.status === 200);
      expect(won, replies.map((reply) => reply.text).join('\n')).toHaveLength(1);
      const lost = replies.find((reply) => reply.status !== 200)!;
      expectError(lost, 400, 'parameter_invalid');
      const outcome = won[0]!.body.status as string;
      expect(lost.text).toContain(`'${outcome}'`);
      expect(await mintStatus(walletId)).toBe(outcome);
      // The one held transfer became what the final status says: a mint when approved, a return when rejected.
      expect(settled.get(amount)).toEqual([outcome === 'approved' ? 'mint' : 'return']);
    }
  });

  it('a transfer arriving during a review is decided by it, never left held', async () => {
    // An organization each: a review re-decides every held transfer of its organization.
    const results = await raced(
      async () => {
        const token = await emptyOrganization();
        return { token, ...(await walletWithRoute(token)) };
      },
      ({ token, routeId, walletId }) =>
        Promise.all([
          call(0, 'POST', `/sandbox/routes/${routeId}/inbound-transfers`, { amount: '3', chain: 'base' }, token),
          call(1, 'POST', `/sandbox/accounts/${walletId}/entitlement-reviews`, review('approved'), token),
        ]),
    );
    for (const [, [arrived, reviewed]] of results) {
      expect(reviewed.status).toBe(200);
      // Settled at once (the review came first), or held and then settled by the review.
      if (arrived.body.status === 'settled') expect(reviewed.body.transactionIds).toEqual([]);
      else {
        expect(arrived.body).toMatchObject({ status: 'held', reason: 'secondary_scan_pending' });
        expect(reviewed.body.transactionIds).toHaveLength(1);
      }
    }
  });

  it('a transfer arriving during a verification is settled by one or the other, never left held', async () => {
    // A bank account registered through the API is verified at once: each organization made by sign-up holds an
    // unverified one and a route paying out to it.
    const results = await raced(
      async () => {
        const made = await r.replicas[0].sandbox.createOrganization();
        const token = await r.replicas[0].exchange(made.apiKey.secret);
        const route = (await r.replicas[0].all('/v0/routes', token)).find((route) => route.name === 'Held payouts');
        return { token, bankId: route.to.accountId as string, routeId: route.id as string };
      },
      ({ token, bankId, routeId }) =>
        Promise.all([
          r.replicas[0].request('POST', `/sandbox/routes/${routeId}/inbound-transfers`, {
            token,
            body: { amount: '3', chain: 'base' },
          }),
          r.replicas[1].request('POST', `/sandbox/accounts/${bankId}/verification`, { token, body: {} }),
        ]),
    );
    for (const [, [arrived, verified]] of results) {
      expect(verified.status).toBe(200);
      if (arrived.body.status === 'settled') expect(verified.body.transactionIds).toEqual([]);
      else {
        expect(arrived.body).toMatchObject({ status: 'held', reason: 'bank_account_unverified' });
        expect(verified.body.transactionIds).toHaveLength(1);
      }
    }
  });

  it('two verifications at once release each held transfer once', async () => {
    const made = await r.replicas[0].sandbox.createOrganization();
    const token = await r.replicas[0].exchange(made.apiKey.secret);
    const route = (await r.replicas[0].all('/v0/routes', token)).find((route) => route.name === 'Held payouts');
    for (let index = 0; index < PAIRS; index++) {
      const held = await call(
        0,
        'POST',
        `/sandbox/routes/${route.id}/inbound-transfers`,
        { amount: '2', chain: 'base' },
        token,
      );
      expect(held.body.status).toBe('held');
    }
    const verified = await Promise.all(
      ([0, 1] as const).map((replica) =>
        call(replica, 'POST', `/sandbox/accounts/${route.to.accountId}/verification`, {}, token),
      ),
    );
    const released = verified.flatMap((reply) => reply.body.transactionIds as string[]);
    expect(released).toHaveLength(PAIRS);
    expect(new Set(released).size).toBe(PAIRS);
  });

  it('opposite standings at once each answer the standing they set', async () => {
    const token = await emptyOrganization();
    const standings = ['active', 'not_eligible'] as const;
    const replies = await Promise.all(
      Array.from({ length: 2 * PAIRS }, (_, index) =>
        call((index % 2) as 0 | 1, 'PUT', '/sandbox/organization', { standing: standings[index % 2] }, token),
      ),
    );
    replies.forEach((reply, index) => expect(reply.body.standing).toBe(standings[index % 2]));
  });

  it('the same network added twice at once: one 200, one 409 account_already_exists', async () => {
    const results = await raced(
      () => walletWithRoute(),
      ({ walletId }) =>
        Promise.all(
          ([0, 1] as const).map((replica) =>
            call(replica, 'PUT', `/v0/accounts/${walletId}`, { operation: 'addNetwork', network: 'avalanche' }),
          ),
        ),
    );
    for (const [, replies] of results) {
      expect(replies.map((reply) => reply.status).sort(), replies.map((reply) => reply.text).join('\n')).toEqual([
        200, 409,
      ]);
      expectError(
        replies.find((reply) => reply.status === 409)!,
        409,
        'account_already_exists',
      );
    }
  });

  it('the same entitlement requested twice at once: one 200, one 400 entitlement_not_requestable', async () => {
    const results = await raced(
      async () => {
        const wallet = await walletWithRoute();
        expect(
          (await call(0, 'PUT', `/v0/accounts/${wallet.walletId}`, { operation: 'addNetwork', network: 'avalanche' }))
            .status,
        ).toBe(200);
        return wallet;
      },
      ({ walletId }) =>
        Promise.all(
          ([0, 1] as const).map((replica) =>
            call(replica, 'PUT', `/v0/accounts/${walletId}`, {
              operation: 'requestEntitlement',
              network: 'avalanche',
              entitlement: 'instant_settlement',
            }),
          ),
        ),
    );
    for (const [, replies] of results) {
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      expectError(
        replies.find((reply) => reply.status === 400)!,
        400,
        'entitlement_not_requestable',
      );
    }
  });

  it('of a pause and a revoke of one key, both apply in some order; two pauses: one 200, one 400', async () => {
    const newKey = async () => {
      const reply = await call(0, 'POST', '/sandbox/api-keys', { name: 'race' });
      expect(reply.status).toBe(201);
      return reply.body.id as string;
    };
    const pauses = await raced(newKey, (keyId) =>
      Promise.all(([0, 1] as const).map((replica) => call(replica, 'POST', `/sandbox/api-keys/${keyId}/pause`))),
    );
    for (const [, replies] of pauses) {
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      expectError(
        replies.find((reply) => reply.status === 400)!,
        400,
        'parameter_invalid',
      );
    }
    const revokes = await raced(newKey, (keyId) =>
      Promise.all([
        call(0, 'POST', `/sandbox/api-keys/${keyId}/pause`),
        call(1, 'POST', `/sandbox/api-keys/${keyId}/revoke`),
      ]),
    );
    for (const [keyId, [paused, revoked]] of revokes) {
      expect(revoked.status).toBe(200);
      // A pause after the revoke is refused; either way the key ends revoked.
      expect([200, 400]).toContain(paused.status);
      const keys = (await call(1, 'GET', '/sandbox/api-keys')).body.data as { id: string; status: string }[];
      expect(keys.find((key) => key.id === keyId)?.status).toBe('revoked');
    }
  });

  it('opposite outage switches at once each answer the state their own change left', async () => {
    const replies: [boolean, Reply][] = await Promise.all(
      Array.from({ length: 2 * PAIRS }, async (_, index) => {
        const routeCreation = index % 2 === 0;
        return [routeCreation, await call(index % 2 === 0 ? 0 : 1, 'PUT', '/sandbox/outages', { routeCreation })];
      }),
    );
    for (const [routeCreation, reply] of replies) expect(reply.body.routeCreation).toBe(routeCreation);
    await call(0, 'PUT', '/sandbox/outages', { routeCreation: false });
  });
});
