// The per-organization rate limit holds across replicas: three sandbox processes over one PostgreSQL database with
// `--organization-rate-limit 20/1`, and a client spreading 100 requests a second over them for 4 s. The organization
// gets 20 a second in all (within 10%), not 20 from each replica. An organization deleted for idleness takes its
// window with it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../packages/sandbox/src/core/clock.js';
import { deleteIdleOrganizations } from '../../packages/sandbox/src/organizations/retention.js';
import { signUp } from '../../packages/sandbox/src/organizations/sign-up.js';
import { bootstrap } from '../../packages/sandbox/src/seed/bootstrap.js';
import { openStore } from '../../packages/sandbox/src/store/open-store.js';
import { requestWindow } from '../../packages/sandbox/src/store/request-window.js';
import type { SandboxContext } from '../../packages/sandbox/src/tenancy/context.js';
import { postgresDatabase } from '../support/postgres.js';
import { callSandbox, startSandboxCli, type SandboxCli } from '../support/sandbox-cli.js';

const API_KEY = 'sk_sandbox_org_rate_primary_0001';
const LIMIT = 20;
const PER_SECOND = 100;
const SECONDS = 4;

interface Reply {
  sentAt: number;
  answeredAt: number;
  replica: number;
  status: number;
  retryAfter: string | null;
  body: { code?: string; message?: string };
}

describe('--organization-rate-limit across three replicas', () => {
  let replicas: SandboxCli[] = [];

  beforeAll(async () => {
    const db = await postgresDatabase('org_rate');
    const start = () =>
      startSandboxCli(
        [
          '--port',
          '0',
          '--db',
          db,
          '--no-seed',
          '--log',
          'off',
          '--rate-limit',
          'off',
          '--key-rate-limit',
          'off',
        ].concat(['--organization-rate-limit', `${LIMIT}/1`]),
        { env: { SANDBOX_API_KEY: API_KEY } },
      );
    replicas = [await start()];
    replicas.push(...(await Promise.all([start(), start()])));
  }, 120_000);

  afterAll(() => {
    for (const replica of replicas) replica.child.kill('SIGKILL');
  });

  it(`admits ${LIMIT} requests a second in all, however they are spread`, async () => {
    const sessions = await Promise.all(
      replicas.map(async (replica) => (await callSandbox(replica.url, 'POST', '/v0/auth/token', API_KEY)).body),
    );
    // The exchanges counted: let their window pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const start = performance.now();
    const sent: Promise<Reply>[] = [];
    for (let i = 0; i < PER_SECOND * SECONDS; i++) {
      const wait = start + (i * 1000) / PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const replica = i % replicas.length;
      const sentAt = performance.now();
      sent.push(
        fetch(`${replicas[replica]!.url}/v0/accounts?limit=1`, {
          headers: { authorization: `Bearer ${sessions[replica].sessionJwt}` },
        }).then(async (response) => ({
          sentAt,
          answeredAt: performance.now(),
          replica,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        })),
      );
    }
    const replies = await Promise.all(sent);
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200, 429]));
    const accepted = replies.filter((reply) => reply.status === 200);
    // Within 10% of the limit over the run: every request was decided between the first send and the last answer.
    const span = (Math.max(...replies.map((reply) => reply.answeredAt)) - start) / 1000;
    expect(accepted.length).toBeGreaterThanOrEqual(LIMIT * SECONDS * 0.9);
    expect(accepted.length / span).toBeLessThanOrEqual(LIMIT * 1.1);
    // Never above the limit in any second: the requests sent after one and answered within a second of its send
    // were all decided within that second.
    for (const first of accepted) {
      const within = accepted.filter((reply) => reply.sentAt >= first.sentAt && reply.answeredAt < first.sentAt + 1000);
      expect(within.length).toBeLessThanOrEqual(LIMIT);
    }
    // Every replica served its share: the count is the organization's, not one process's.
    for (let replica = 0; replica < replicas.length; replica++)
      expect(accepted.filter((reply) => reply.replica === replica).length).toBeGreaterThan(LIMIT * 0.5);
    for (const refused of replies.filter((reply) => reply.status === 429)) {
      expect(refused.body.code).toBe('rate_limit_exceeded');
      expect(refused.body.message).toContain('--organization-rate-limit');
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('an organization deleted for idleness', () => {
  it('leaves no request window behind', async () => {
    const ctx: SandboxContext = {
      db: await openStore(await postgresDatabase('org_rate_gone')),
      clock: createClock(),
      newId: randomUUID,
      outages: { routeCreation: false, tokenExchange: false },
    };
    try {
      await bootstrap(ctx, { seed: null });
      const { organizationId } = await signUp(ctx, { empty: true });
      await requestWindow(ctx.db, { requests: 5, windowSeconds: 1 }).take(organizationId);
      const windows = () =>
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM organization_request_windows WHERE organization_id = ${organizationId}`
          .execute(ctx.db)
          .then(({ rows }) => rows[0]!.n);
      expect(await windows()).toBe(1);
      const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
      await ctx.db
        .updateTable('organizations')
        .set({ last_active_at: longAgo })
        .where('id', '=', organizationId)
        .execute();
      expect(await deleteIdleOrganizations(ctx, { retentionDays: 30, unusedDays: false })).toEqual([organizationId]);
      expect(await windows()).toBe(0);
    } finally {
      await ctx.db.destroy();
    }
  });
});
