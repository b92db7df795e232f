// Starts an in-process sandbox on loopback (response validation on) and speaks plain HTTP to it.
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../packages/sandbox/src/server.js';
import { DEFAULT_SEED_TRANSACTIONS } from '../../packages/sandbox/src/seed/seed-sandbox.js';
import { seedDatabase } from '../../packages/sandbox/src/seed/seeded-image.js';
import { openStore } from '../../packages/sandbox/src/store/open-store.js';
import { postgresDatabase, postgresDatabaseFrom } from '../support/postgres.js';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class SandboxClient {
  constructor(readonly sandbox: RunningSandbox) {}

  get url(): string {
    return this.sandbox.url;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.sandbox.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: body as T, text };
  }

  async exchange(apiKey: string): Promise<string> {
    const reply = await this.request<{ sessionJwt: string }>('POST', '/v0/auth/token', { token: apiKey });
    if (reply.status !== 200) throw new Error(`exchange failed: ${reply.status} ${reply.text}`);
    return reply.body.sessionJwt;
  }

  /** Follows nextCursor to the end and returns every item. */
  async all<T = any>(path: string, token: string): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const page: Reply<{ data: T[]; nextCursor: string | null }> = await this.request(
        'GET',
        cursor === null ? path : `${path}${separator}cursor=${encodeURIComponent(cursor)}`,
        { token },
      );
      if (page.status !== 200) throw new Error(`${path}: ${page.status} ${page.text}`);
      items.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor !== null);
    return items;
  }
}

/**
 * The store a test file's sandbox runs on: in-memory SQLite, or, in the `slow-postgres` project (vitest.config.ts),
 * a database of its own on the run's PostgreSQL cluster, so the same suites prove both engines. Given the seeding
 * the sandbox will start with, the PostgreSQL database comes seeded: a copy of the run's template seeded so
 * (seedDatabase, as the sandbox seeds), not seeded again per file; the sandbox adds its keys. Without it, empty.
 */
export async function testStore(seeding?: Pick<SandboxOptions, 'seed' | 'seedTransactions'>): Promise<string> {
  if (process.env.AUSD_SANDBOX_STORE !== 'postgres') return ':memory:';
  if (seeding === undefined || seeding.seed === null) return postgresDatabase('sandbox');
  const key = { seed: seeding.seed ?? 1, transactions: seeding.seedTransactions ?? DEFAULT_SEED_TRANSACTIONS };
  return postgresDatabaseFrom(
    `sandbox_seed_${key.seed}_${key.transactions}`,
    async (url) => {
      const db = await openStore(url);
      try {
        await seedDatabase(db, key);
      } finally {
        await db.destroy();
      }
    },
    'sandbox',
  );
}

/** One sandbox per test file, with session tokens for both organizations. */
export function useSandbox(options: SandboxOptions = {}) {
  const state = {} as { client: SandboxClient; primary: string; other: string; sandbox: RunningSandbox };
  beforeAll(async () => {
    // A clock of its own or a progress report: seeded by the sandbox itself, as it does them.
    const seeded = options.clock === undefined && options.onSeedProgress === undefined;
    state.sandbox = await startSandbox({ db: await testStore(seeded ? options : undefined), ...options });
    state.client = new SandboxClient(state.sandbox);
    state.primary = await state.client.exchange(state.sandbox.apiKeys.primary);
    state.other = await state.client.exchange(state.sandbox.apiKeys.other);
  });
  afterAll(async () => {
    await state.sandbox?.close();
  });
  return state;
}

/**
 * Two replicas of one sandbox for races between processes: over PostgreSQL two sandboxes on one database (as
 * replicas run, with the same keys); over SQLite the embedded sandbox is its database's one writer, so both are
 * that one sandbox. `primary` is a session of the primary organization, valid on both.
 */
export function useReplicas(options: SandboxOptions = {}) {
  const state = {} as { replicas: [SandboxClient, SandboxClient]; primary: string };
  const started: RunningSandbox[] = [];
  beforeAll(async () => {
    const db = await testStore();
    const apiKeys = { primary: 'sk_sandbox_replica_race_primary', other: 'sk_sandbox_replica_race_other' };
    started.push(await startSandbox({ db, apiKeys, ...options }));
    if (db !== ':memory:') started.push(await startSandbox({ db, apiKeys, ...options }));
    const [first, second] = started.map((sandbox) => new SandboxClient(sandbox));
    state.replicas = [first!, second ?? first!];
    state.primary = await first!.exchange(apiKeys.primary);
  });
  afterAll(async () => {
    for (const sandbox of started) await sandbox.close();
  });
  return state;
}

export function expectError(reply: Reply, status: number, code: string): void {
  if (reply.status !== status || reply.body?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${reply.status} ${reply.text}`);
  }
  for (const field of ['code', 'message', 'docs_url']) {
    if (typeof reply.body[field] !== 'string') throw new Error(`error body lacks ${field}: ${reply.text}`);
  }
  if (!reply.headers.get('request-id')) throw new Error('error response lacks Request-Id');
}
