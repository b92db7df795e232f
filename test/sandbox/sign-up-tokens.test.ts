// Sign-up tokens, one per integrator: each holds its own quota of organizations (concurrent sign-ups never pass
// it), the sandbox-wide bound still holds, the operator's log says when a token fills its quota, tokens are stored
// only as hashes, and organizations never used within the unused period are reclaimed, their room given back.
// Over SQLite (a file) and, in the `slow-postgres` project, over PostgreSQL.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNUSED_DAYS } from '../../packages/sandbox/src/organizations/retention.js';
import { DEFAULT_SIGNUP_QUOTA } from '../../packages/sandbox/src/organizations/sign-up-tokens.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../packages/sandbox/src/server.js';
import { postgresDatabase } from '../support/postgres.js';
import { expectError, SandboxClient } from './harness.js';

const TOKEN_A = 'tok_integrator_a_0123456789';
const TOKEN_B = 'tok_integrator_b_0123456789';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const onPostgres = process.env.AUSD_SANDBOX_STORE === 'postgres';
const started: RunningSandbox[] = [];
afterAll(async () => {
  for (const sandbox of started) await sandbox.close();
});

/** A new database the test can also read directly: its target and one query on it. */
async function database() {
  const target = onPostgres
    ? await postgresDatabase('signup')
    : join(mkdtempSync(join(tmpdir(), 'ausd-signup-')), 'sandbox.db');
  const query = async (text: string, values: unknown[] = []): Promise<any[]> => {
    if (!onPostgres) {
      const db = new Database(target);
      try {
        const statement = db.prepare(text.replace(/\$\d+/g, '?'));
        return statement.reader ? statement.all(...values) : (statement.run(...values), []);
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return { target, query };
}

async function sandboxOn(db: string, options: SandboxOptions = {}): Promise<SandboxClient> {
  const sandbox = await startSandbox({ db, seed: null, signUpToken: [TOKEN_A, TOKEN_B], ...options });
  started.push(sandbox);
  return new SandboxClient(sandbox);
}

const signUp = (client: SandboxClient, token: string) =>
  client.request('POST', '/sandbox/organizations', { token, body: { empty: true } });

/** Runs `work` with every line written to stderr collected (and still written). */
async function stderrOf<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: any[]) => {
    lines.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof process.stderr.write;
  try {
    return { result: await work(), lines };
  } finally {
    process.stderr.write = write;
  }
}

describe('sign-up tokens', () => {
  it('each token holds its own quota, also against concurrent sign-ups; the log says when one fills', async () => {
    const { target } = await database();
    const client = await sandboxOn(target, { signUpQuota: 3, log: 'json' });
    const { result: replies, lines } = await stderrOf(() =>
      Promise.all(Array.from({ length: 8 }, () => signUp(client, TOKEN_A))),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    const refused = replies.find((reply) => reply.status === 403)!;
    expectError(refused, 403, 'forbidden');
    expect(refused.body.message).toBe('At most 3 organizations per sign-up token (its quota); 3 are held already.');
    // The other integrator's token is not affected.
    expect((await signUp(client, TOKEN_B)).status).toBe(201);
    const notices = lines.filter((line) => line.includes('signup_quota_reached')).map((line) => JSON.parse(line));
    expect(notices).toEqual([
      { time: expect.any(String), event: 'signup_quota_reached', signupToken: sha256(TOKEN_A).slice(0, 12), quota: 3 },
    ]);
    expect(lines.join('')).not.toContain(TOKEN_A);
  });

  it('a token within its quota is still refused past the sandbox-wide bound', async () => {
    const { target } = await database();
    const client = await sandboxOn(target, { signUpQuota: 2, limits: { organizations: 3 } });
    for (const token of [TOKEN_A, TOKEN_A, TOKEN_B]) expect((await signUp(client, token)).status).toBe(201);
    const past = await signUp(client, TOKEN_B);
    expectError(past, 403, 'forbidden');
    expect(past.body.message).toContain('At most 3 organizations made by sign-up per sandbox');
    expectError(await signUp(client, 'tok_unknown'), 401, 'unauthorized');
  });

  it('stores each token only as its SHA-256', async () => {
    const { target, query } = await database();
    const client = await sandboxOn(target);
    const made = await signUp(client, TOKEN_B);
    const [row] = await query('SELECT signup_token_sha256 FROM organizations WHERE id = $1', [
      made.body.organizationId,
    ]);
    expect(row.signup_token_sha256).toBe(sha256(TOKEN_B));
    const counters = await query('SELECT name, held FROM sandbox_counters ORDER BY name');
    expect(counters.map((counter) => [counter.name, Number(counter.held)])).toEqual([
      ['organizations', 1],
      [`signup:${sha256(TOKEN_B)}`, 1],
    ]);
  });

  it('reclaims an organization no key used within the unused period, and gives its room back', async () => {
    const { target, query } = await database();
    const first = await sandboxOn(target, { signUpQuota: 2 });
    const unused = await signUp(first, TOKEN_A);
    const used = await signUp(first, TOKEN_A);
    expectError(await signUp(first, TOKEN_A), 403, 'forbidden');
    await first.exchange(used.body.apiKey.secret);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await query('UPDATE organizations SET signed_up_at = $1 WHERE signed_up = 1', [eightDaysAgo]);
    // Another replica starting sweeps at once (as every replica does hourly), by the default of 7 days.
    const second = await sandboxOn(target, { signUpQuota: 2 });
    const ids = (await query('SELECT id FROM organizations WHERE signed_up = 1')).map((row) => row.id);
    expect(ids).toEqual([used.body.organizationId]);
    expectError(
      await second.request('POST', '/v0/auth/token', { token: unused.body.apiKey.secret }),
      401,
      'unauthorized',
    );
    expect((await second.request('POST', '/v0/auth/token', { token: used.body.apiKey.secret })).status).toBe(200);
    // The token's quota has room again.
    expect((await signUp(second, TOKEN_A)).status).toBe(201);
  });

  it('keeps unused organizations when the unused period is off', async () => {
    const { target, query } = await database();
    const first = await sandboxOn(target);
    await signUp(first, TOKEN_A);
    await query('UPDATE organizations SET signed_up_at = $1 WHERE signed_up = 1', ['2000-01-01T00:00:00.000Z']);
    await sandboxOn(target, { unusedDays: false });
    expect(await query('SELECT id FROM organizations WHERE signed_up = 1')).toHaveLength(1);
  });
});

describe('the documented figures', () => {
  it('are the quota and unused period in force', () => {
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const path of [
      'packages/sandbox/README.md',
      'packages/sandbox/test-helpers.md',
      'spec/sandbox/openapi.yaml',
    ]) {
      expect(read(path), path).toContain(`within ${DEFAULT_UNUSED_DAYS} days of sign-up`);
      expect(read(path), path).toMatch(new RegExp(`(at most|default) ${DEFAULT_SIGNUP_QUOTA}\\b`));
    }
  });
});
