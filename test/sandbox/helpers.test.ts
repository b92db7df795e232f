// The test helpers through their generated typed client (`sandbox.helpers`), on the generated router: the
// same validation, error shape and Request-Id as /v0, every input bounded by spec/sandbox/openapi.yaml, and
// the test clock (bounded, followed by the session-token cache).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, type Client } from '../../packages/client/src/generated/client.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient, testStore } from './harness.js';

let sandbox: RunningSandbox;
let raw: SandboxClient;
let client: Client;

beforeAll(async () => {
  sandbox = await startSandbox({ db: await testStore({ seedTransactions: 20 }), seedTransactions: 20 });
  raw = new SandboxClient(sandbox);
  client = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary, retry: { initialDelayMs: 1 } });
});
afterAll(() => sandbox.close());

async function refusal(promise: PromiseLike<unknown>): Promise<ApiError> {
  const error = await Promise.resolve(promise).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('typed helpers', () => {
  it('simulate an inbound transfer and the transaction appears through the public API', async () => {
    const route = (await client.routes.list({ fromCurrency: 'usd', limit: 200 })).data.find(
      (candidate) => candidate.name === 'Treasury mint',
    )!;
    const bank = (await client.accounts.list({ kind: 'bank', limit: 200 })).data.find(
      (account) => account.name === 'Operating account',
    )!;
    if (bank.kind !== 'bank') throw new Error('not a bank account');
    const outcome = await sandbox.helpers.transfers.simulate(route.id, {
      amount: '42.5',
      sender: { accountNumber: bank.accountNumber, routingNumber: bank.routingNumber },
    });
    if (outcome.status === 'held') throw new Error(`held: ${outcome.reason}`);
    expect(outcome.status).toBe('settled');
    expect(outcome.requestId).toMatch(/.+/);
    const transaction = await client.transactions.get(outcome.transactionId);
    expect(transaction).toMatchObject({ id: outcome.transactionId, type: 'mint', status: 'settled' });
  });

  it("pause and resume the current key; a paused key's session only resumes it", async () => {
    const helpers = sandbox.helpersFor(
      (await sandbox.helpers.apiKeys.create({ name: 'Pausable', roles: ['admin'] })).secret,
    );
    expect((await helpers.apiKeys.pause('current')).status).toBe('paused');
    const refused = await refusal(helpers.clock.get());
    expect([refused.status, refused.context?.reason]).toEqual([401, 'token_paused']);
    expect((await helpers.apiKeys.resume('current')).status).toBe('active');
    const keys = await sandbox.helpers.apiKeys.get();
    expect(keys.data.find((key) => key.name === 'Pausable')).toMatchObject({ status: 'active', roles: ['admin'] });
  });

  it('unknown values and extra fields are 400 parameter_invalid naming the field, in the API error shape', async () => {
    const cases: [() => PromiseLike<unknown>, string][] = [
      [() => sandbox.helpers.organization.update({ standing: 'suspended' as 'active' }), 'standing'],
      [() => sandbox.helpers.outages.update({ routeCreation: 'yes' as unknown as boolean }), 'routeCreation'],
      [() => sandbox.helpers.outages.update({ extra: true } as never), 'extra'],
      [() => sandbox.helpers.apiKeys.pause('not-a-key-id'), 'keyId'],
      [() => sandbox.helpers.sessionTokens.create({ omitClaims: ['nbf' as 'exp'] }), 'omitClaims.0'],
      [() => sandbox.helpers.metrics.update('moon' as 'base', { reachable: false }), 'chain'],
      [() => sandbox.helpers.apiKeys.create({ accountKinds: ['wallet', 'wallet'] }), 'accountKinds'],
      [() => sandbox.helpers.apiKeys.create({ name: 'x'.repeat(201) }), 'name'],
    ];
    for (const [call, field] of cases) {
      const error = await refusal(call());
      expect([error.status, error.code], field).toEqual([400, 'parameter_invalid']);
      expect(
        error.context?.issues?.map((issue) => issue.field),
        field,
      ).toContain(field);
      expect(error.requestId).toBeTruthy();
      expect(error.docsUrl).toMatch(/parameter_invalid$/);
    }
  });

  it('answers on the same stack as /v0: Request-Id echoed, 404 and 405 in the error shape, malformed JSON named', async () => {
    const token = await raw.exchange(sandbox.apiKeys.primary);
    const echoed = await raw.request('GET', '/sandbox/clock', { token, headers: { 'request-id': 'helper-req-1' } });
    expect([echoed.status, echoed.headers.get('request-id')]).toEqual([200, 'helper-req-1']);
    const unknown = await raw.request('GET', '/sandbox/nothing-here', { token });
    expect([unknown.status, unknown.body.code, unknown.headers.get('request-id')?.length]).toEqual([
      404,
      'not_found',
      36,
    ]);
    const wrongMethod = await raw.request('DELETE', '/sandbox/clock', { token });
    expect([wrongMethod.status, wrongMethod.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const anonymous = await raw.request('POST', '/sandbox/clock/advance', { body: { seconds: -1 } });
    expect([anonymous.status, anonymous.body.context]).toEqual([401, { reason: 'missing_header' }]);
    const malformed = await fetch(`${sandbox.url}/sandbox/outages`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"routeCreation":',
    });
    const body = (await malformed.json()) as { code: string; context: { issues: { field: string }[] } };
    expect([malformed.status, body.code, body.context.issues[0]?.field]).toEqual([400, 'parameter_invalid', 'body']);
  });
});

describe('the test clock', () => {
  it('refuses advances outside the document: not positive, beyond 100 years, not a number (1e13 included)', async () => {
    for (const seconds of [1e13, -1, 0, 3153600001]) {
      const error = await refusal(sandbox.helpers.clock.advance({ seconds }));
      expect([error.status, error.code, error.context?.issues?.[0]?.field], String(seconds)).toEqual([
        400,
        'parameter_invalid',
        'seconds',
      ]);
    }
    const error = await refusal(sandbox.helpers.clock.advance({ seconds: '60' as unknown as number }));
    expect(error.code).toBe('parameter_invalid');
  });

  it("session tokens verified before an advance expire under the organization's advanced clock, and only its own", async () => {
    const otherHelpers = sandbox.helpersFor(sandbox.apiKeys.other);
    const token = await raw.exchange(sandbox.apiKeys.other);
    const primary = await raw.exchange(sandbox.apiKeys.primary);
    expect((await raw.request('GET', '/v0/accounts', { token })).status).toBe(200);
    const before = Date.parse((await otherHelpers.clock.get()).now);
    const after = Date.parse((await otherHelpers.clock.advance({ seconds: 901 })).now);
    expect(after - before).toBeGreaterThanOrEqual(901_000);
    const expired = await raw.request('GET', '/v0/accounts', { token });
    expect([expired.status, expired.body.context]).toEqual([401, { reason: 'token_expired' }]);
    // The primary organization's clock did not move: its session still works.
    expect((await raw.request('GET', '/v0/accounts', { token: primary })).status).toBe(200);
    expect(Date.parse((await sandbox.helpers.clock.get()).now) - before).toBeLessThan(901_000);
    // The toolkit's client renews on its own: one 401 token_expired, one new exchange, then 200.
    const other = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.other });
    await other.accounts.list().first();
    await otherHelpers.clock.advance({ seconds: 901 });
    const page = await other.accounts.list().first();
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('never passes 9999-12-31 (and a day for sessions): the advance that would is refused, and the sandbox keeps serving both organizations', async () => {
    let refused: ApiError | undefined;
    for (let step = 0; step < 100 && refused === undefined; step += 1) {
      refused = await sandbox.helpers.clock.advance({ seconds: 3153600000 }).then(
        () => undefined,
        (error: unknown) => error as ApiError,
      );
    }
    expect([refused?.status, refused?.code, refused?.context?.issues?.[0]?.field]).toEqual([
      400,
      'parameter_invalid',
      'seconds',
    ]);
    const now = (await sandbox.helpers.clock.get()).now;
    expect(now.startsWith('99')).toBe(true);
    for (const key of [sandbox.apiKeys.primary, sandbox.apiKeys.other]) {
      const token = await raw.exchange(key);
      expect((await raw.request('GET', '/v0/accounts', { token })).status).toBe(200);
      expect((await raw.request('GET', '/v0/metrics')).status).toBe(200);
    }
    // The advanced clock is the primary organization's alone.
    expect((await sandbox.helpersFor(sandbox.apiKeys.other).clock.get()).now.startsWith('20')).toBe(true);
    const fresh = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary });
    const registered = await fresh.accounts.create({
      kind: 'wallet',
      address: `0x${'cd'.repeat(20)}`,
      networks: ['base'],
    });
    expect(registered.createdAt.startsWith('99')).toBe(true);
    await expect(fresh.accounts.list().first()).resolves.toBeTruthy();
  });
});
