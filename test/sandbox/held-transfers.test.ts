// Held transfers are bounded per organization, and re-deciding them (a bank account registered, verified, a
// review completed) goes in batches that yield to the event loop, so one organization's many held transfers do not
// hold up anyone else's requests.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../packages/sandbox/src/accounts/register-account.js';
import { organizations } from '../../packages/sandbox/src/auth/organizations.js';
import { bootstrap } from '../../packages/sandbox/src/seed/bootstrap.js';
import { createClock } from '../../packages/sandbox/src/core/clock.js';
import { withTenant, type SandboxContext } from '../../packages/sandbox/src/tenancy/context.js';
import { defaultLimits } from '../../packages/sandbox/src/tenancy/limits.js';
import { ApiProblem } from '../../packages/sandbox/src/core/problem.js';
import { listRoutes } from '../../packages/sandbox/src/routes/list-routes.js';
import { RELEASE_BATCH, releaseHeldTransfers } from '../../packages/sandbox/src/settlement/release-held-transfers.js';
import { simulateInboundTransfer } from '../../packages/sandbox/src/settlement/simulate-inbound-transfer.js';
import { openStore } from '../../packages/sandbox/src/store/open-store.js';

const both = ['wallet', 'bank'] as const;
const caller = { organizationId: organizations.primary.id, accountKinds: both };
const sender = { accountNumber: '555500001111', routingNumber: '021000021' };
/** Lower than the default (1,000) to keep the test quick, yet several batches. */
const HELD_BOUND = 2.5 * RELEASE_BATCH;

async function sandboxContext(): Promise<SandboxContext> {
  const ctx: SandboxContext = {
    db: await openStore(':memory:'),
    clock: createClock(),
    newId: randomUUID,
    outages: { routeCreation: false, tokenExchange: false },
    limits: { heldTransfers: HELD_BOUND },
  };
  await bootstrap(ctx, { seed: 1, seedTransactions: 5 });
  return ctx;
}

/** A wire from a bank account the organization has not registered: held until it is. */
function holdOne(ctx: SandboxContext, routeId: string, amount: string) {
  return simulateInboundTransfer(withTenant(ctx, caller), routeId, { amount, sender });
}

describe('held transfers', () => {
  it('are bounded per organization, then settle in arrival order, yielding between batches', async () => {
    const ctx = await sandboxContext();
    const route = (await listRoutes(withTenant(ctx, caller), { limit: 200 })).data.find(
      (candidate) => candidate.name === 'Treasury mint',
    )!;
    for (let index = 1; index <= HELD_BOUND; index++)
      expect((await holdOne(ctx, route.id, String(index))).status).toBe('held');
    const refused = await holdOne(ctx, route.id, '1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiProblem);
    expect((refused as ApiProblem).code).toBe('forbidden');
    expect((refused as ApiProblem).message).toContain(String(HELD_BOUND));

    await registerAccount(withTenant(ctx, caller), {
      kind: 'bank',
      ...sender,
      bankName: 'Sender Bank',
      beneficiary: 'Sender',
    });
    // Something else waiting on the event loop runs before the re-decision ends: it yields between batches.
    const order: string[] = [];
    setImmediate(() => order.push('another request'));
    const released = await releaseHeldTransfers(withTenant(ctx, caller)).then((transactions) => {
      order.push('released');
      return transactions;
    });
    expect(order).toEqual(['another request', 'released']);
    // Every one, oldest first (transfers received in the same millisecond may come in either order).
    const amounts = released.map((txn) => Number(txn.source.amounts[0]!.amount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(Array.from({ length: HELD_BOUND }, (_, index) => index + 1));
    const received = released.map((txn) => txn.initiatedAt);
    expect(received).toEqual([...received].sort());
    // Room again, and the sender is registered now: the next transfer settles at once.
    expect((await holdOne(ctx, route.id, '1')).status).toBe('settled');
    await ctx.db.destroy();
  });
});

describe('the documented figures', () => {
  it('are the bound and batch in force', () => {
    const bound = `at most ${defaultLimits.heldTransfers.toLocaleString('en')} held transfers`;
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(read('packages/sandbox/test-helpers.md')).toContain(bound);
    expect(read('packages/sandbox/test-helpers.md')).toContain(`batches of ${RELEASE_BATCH},`);
    expect(read('spec/sandbox/openapi.yaml')).toContain(bound);
    expect(read('packages/sandbox/README.md')).toContain(`default ${defaultLimits.heldTransfers.toLocaleString('en')}`);
  });
});
