// With its PostgreSQL server stopped, the sandbox (the CLI, as a deployment runs it) answers every operation of both
// documents 503 service_unavailable with Retry-After, the token exchange included (its 503 is the contract's), logs
// each error as one JSON line with its request id, and serves again on its own once the server is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations as apiOperations } from '../../packages/contract-facts/src/generated/operations.js';
import { operations as helperOperations } from '../../packages/sandbox/src/generated/helpers/operations.js';
import { ownCluster, type OwnCluster } from '../support/postgres.js';
import { callSandbox as call, startSandboxCli, type SandboxCli } from '../support/sandbox-cli.js';

const KEYS = {
  SANDBOX_API_KEY: 'sk_sandbox_outage_primary_0001',
  SANDBOX_OTHER_API_KEY: 'sk_sandbox_outage_other_0001',
};
const SIGNUP_TOKEN = 'outage-signup-token-0001';
/** An id of the right form that names nothing: the request reaches the database, which does not answer. */
const SOME_ID = '3f0c6a2e-1b7d-4c59-9e21-7a5d0f4b8c99';

describe('a database outage', () => {
  let cluster: OwnCluster;
  let sandbox: SandboxCli;

  beforeAll(async () => {
    cluster = await ownCluster();
    sandbox = await startSandboxCli(
      ['--port', '0', '--db', cluster.url, '--seed-transactions', '20', '--signup-token', SIGNUP_TOKEN],
      { env: KEYS },
    );
  }, 120_000);

  afterAll(() => {
    sandbox?.child.kill('SIGKILL');
    cluster?.remove();
  });

  it('answers 503 with Retry-After and a JSON log line per error, then recovers with no restart', async () => {
    const exchange = () => call(sandbox.url, 'POST', '/v0/auth/token', KEYS.SANDBOX_API_KEY);
    const session = (await exchange()).body.sessionJwt as string;
    expect((await call(sandbox.url, 'GET', '/v0/accounts', session)).status).toBe(200);

    cluster.stop();
    const logFrom = sandbox.stderr().length;
    const answers: {
      operation: string;
      status: number;
      retryAfter: string | null;
      requestId: string;
      code: unknown;
    }[] = [];
    for (const operation of [...Object.values(apiOperations), ...Object.values(helperOperations)]) {
      const path = operation.path.replace(/\{[^}]+\}/g, SOME_ID);
      const body = ['post', 'put', 'patch'].includes(operation.method) ? {} : undefined;
      // A public write is sign-up, which takes its token.
      const credential = {
        exchange: KEYS.SANDBOX_API_KEY,
        session,
        public: body === undefined ? undefined : SIGNUP_TOKEN,
      }[operation.credential];
      const reply = await fetch(`${sandbox.url}${path}`, {
        method: operation.method.toUpperCase(),
        headers: {
          ...(credential === undefined ? {} : { authorization: `Bearer ${credential}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answers.push({
        operation: operation.operationId,
        status: reply.status,
        retryAfter: reply.headers.get('retry-after'),
        requestId: reply.headers.get('request-id') ?? '',
        code: ((await reply.json()) as { code?: unknown }).code,
      });
    }
    expect(answers.filter((answer) => answer.status !== 503 || answer.retryAfter !== '1')).toEqual([]);
    expect(answers.every((answer) => answer.code === 'service_unavailable')).toBe(true);

    // stderr holds JSON lines only; each error names the request it answered.
    const lines = sandbox.stderr().slice(logFrom).trim().split('\n');
    const logged = lines.map((line) => JSON.parse(line) as { level?: string; requestId: string });
    const errors = new Set(logged.filter((line) => line.level === 'error').map((line) => line.requestId));
    const unlogged = answers.filter((answer) => answer.operation !== 'getHealth' && !errors.has(answer.requestId));
    expect(unlogged).toEqual([]);

    cluster.start();
    let status = 0;
    for (let waited = 0; status !== 200 && waited < 30_000; waited += 200) {
      status = (await exchange()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await call(sandbox.url, 'GET', '/v0/accounts', session)).status).toBe(200);
    expect((await call(sandbox.url, 'GET', '/sandbox/health')).status).toBe(200);
    expect(sandbox.child.exitCode).toBe(null);
  }, 120_000);
});
