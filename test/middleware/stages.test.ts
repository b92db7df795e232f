// The router's stages: after routing and authentication, in the order listed; what each sees; every answer to a
// routed request passes the result stages; a stage's answer is written as given in the API's error shape (never
// turned into a 500), a stage that throws is reported and answered with the internal error in that shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLED, type ApiStage, type StageContext } from '../../packages/express/src/generated/middleware.js';
import { errorCatalog, errorRoles, operations } from '../../packages/contract-facts/src/generated/operations.js';
import { API_KEY, generatedApp, handlers, SESSION_JWT, type Principal } from './generated-app.js';
import { listen, type Loopback } from './loopback.js';

const session = { Authorization: `Bearer ${SESSION_JWT}` };

/** What one request showed the stages, in the order they saw it. */
let seen: string[] = [];
let stageOf: (name: string) => ApiStage<Principal> = () => ({ name: 'unset' });
let errors: unknown[] = [];
let violations: unknown[] = [];
let authenticated: string[] = [];
let handled: { operationId: string; principal: Principal | undefined }[] = [];
let server: Loopback;

const describeContext = (context: StageContext<Principal>) =>
  `${context.operation.operationId} ${context.principal?.org ?? '-'} ${context.requestId}`;

beforeAll(async () => {
  server = await listen(
    generatedApp({
      stages: [
        {
          name: 'first',
          beforeHandler: (c) => stageOf('first').beforeHandler?.(c),
          onResult: (c, r) => stageOf('first').onResult?.(c, r) ?? r,
        },
        {
          name: 'second',
          beforeHandler: (c) => stageOf('second').beforeHandler?.(c),
          onResult: (c, r) => stageOf('second').onResult?.(c, r) ?? r,
        },
      ],
      authenticate: ({ role, credential }) => {
        authenticated.push(role);
        return (role === 'exchange' ? credential === API_KEY : credential === SESSION_JWT)
          ? { ok: true, principal: { org: 'acme' } }
          : { ok: false, reason: 'invalid_token' };
      },
      handlers: {
        ...handlers,
        listTransactions: (input) => {
          handled.push({ operationId: 'listTransactions', principal: input.principal });
          return handlers.listTransactions(input);
        },
        getMetrics: (input) => {
          handled.push({ operationId: 'getMetrics', principal: input.principal });
          return handlers.getMetrics(input);
        },
      },
      onError: (error) => errors.push(error),
      onResponseViolation: (violation) => violations.push(violation),
      validateResponses: true,
    }),
  );
});
afterAll(() => server.close());

function reset(stages: Record<string, Omit<ApiStage<Principal>, 'name'>>) {
  seen = [];
  errors = [];
  violations = [];
  authenticated = [];
  handled = [];
  stageOf = (name) => ({ name, ...stages[name] });
}

/** A stage that records each phase it is called in. */
const recording = (name: string): Omit<ApiStage<Principal>, 'name'> => ({
  beforeHandler: (context) => void seen.push(`${name} before ${describeContext(context)}`),
  onResult: (context, result) => {
    seen.push(`${name} result ${result.status} ${context.input === undefined ? 'no input' : 'input'}`);
    return result;
  },
});

describe('router stages', () => {
  it('run after routing and authentication, in the order listed: every beforeHandler, the handler, every onResult', async () => {
    reset({ first: recording('first'), second: recording('second') });
    const reply = await server.send('GET', '/v0/transactions?limit=5', {
      headers: { ...session, 'Request-Id': 'trace-1' },
    });
    expect(reply.status).toBe(200);
    expect(seen).toEqual([
      'first before listTransactions acme trace-1',
      'second before listTransactions acme trace-1',
      'first result 200 input',
      'second result 200 input',
    ]);
    expect(handled).toEqual([{ operationId: 'listTransactions', principal: { org: 'acme' } }]);
  });

  it('see no request that was not routed, and the router refusal of one that was: a 401 reaches only onResult', async () => {
    reset({ first: recording('first'), second: recording('second') });
    expect((await server.send('GET', '/v0/nowhere', { headers: session })).status).toBe(404);
    expect((await server.send('DELETE', '/v0/transactions', { headers: session })).status).toBe(405);
    expect(seen).toEqual([]);
    const refused = await server.send('GET', '/v0/transactions');
    expect([refused.status, refused.json.context]).toEqual([401, { reason: 'missing_header' }]);
    expect(seen).toEqual(['first result 401 no input', 'second result 401 no input']);
  });

  it('come before validation: a stage in front of the handler sees an invalid request, onResult its 400', async () => {
    reset({ first: recording('first'), second: recording('second') });
    const reply = await server.send('GET', '/v0/transactions?limit=0', { headers: session });
    expect([reply.status, reply.json.code]).toEqual([400, errorRoles.validation]);
    expect(seen.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([
      'first before listTransactions',
      'second before listTransactions',
      'first result 400',
      'second result 400',
    ]);
    expect(handled).toEqual([]);
  });

  it("answer instead of the handler: later beforeHandlers and the handler are skipped, every onResult sees the stage's answer", async () => {
    reset({
      first: {
        ...recording('first'),
        beforeHandler: (context) => context.error('rate_limit_exceeded'),
      },
      second: recording('second'),
    });
    const reply = await server.send('GET', '/v0/transactions', { headers: session });
    expect(reply.status).toBe(429);
    expect(reply.json).toMatchObject({
      code: 'rate_limit_exceeded',
      message: errorCatalog.rate_limit_exceeded.description,
    });
    expect(seen).toEqual(['first result 429 no input', 'second result 429 no input']);
    expect(handled).toEqual([]);
  });

  it("take only the contract's error codes: a typo does not compile, and a cast one is the stage's failure", async () => {
    const typo: ApiStage<Principal> = {
      name: 'typo',
      // @ts-expect-error: not an error code of the contract
      beforeHandler: (context) => context.error('rate_limit_exceded'),
    };
    reset({ first: typo });
    const reply = await server.send('GET', '/v0/transactions', { headers: session });
    expect([reply.status, reply.json.code]).toEqual([500, errorRoles.internal]);
    expect(String((errors[0] as Error).cause)).toContain("'rate_limit_exceded' is not an error code of the contract");
  });

  it("write a stage's refusal as given, in the error shape with a Request-Id, even a status the operation does not document", async () => {
    reset({ first: { beforeHandler: (context) => context.invalid([{ field: 'Trace-Mode', message: 'is unknown' }]) } });
    // getMetrics documents no 400; the refusal is the stage's, not the handler's, so it is not made a 500.
    const reply = await server.send('GET', '/v0/metrics');
    expect(reply.status).toBe(400);
    expect(reply.headers['request-id']).toMatch(/.+/);
    expect(reply.json).toEqual({
      code: errorRoles.validation,
      message: errorCatalog[errorRoles.validation].description,
      docs_url: expect.stringContaining(errorRoles.validation),
      context: { issues: [{ field: 'Trace-Mode', message: 'is unknown' }] },
    });
    expect(violations).toEqual([]);
  });

  it('answer a stage that throws with the internal error in the error shape, reported under its name', async () => {
    reset({
      first: {
        beforeHandler: () => {
          throw new Error('stage bug');
        },
      },
      second: recording('second'),
    });
    const reply = await server.send('GET', '/v0/transactions', { headers: session });
    expect([reply.status, reply.json.code, reply.json.message]).toEqual([
      500,
      errorRoles.internal,
      errorCatalog[errorRoles.internal].description,
    ]);
    expect(reply.headers['request-id']).toMatch(/.+/);
    expect(reply.text).not.toContain('stage bug');
    expect(String(errors[0])).toContain('stage first failed');
    expect(seen).toEqual(['second result 500 no input']);

    reset({
      first: {
        onResult: () => {
          throw new Error('result bug');
        },
      },
    });
    const late = await server.send('GET', '/v0/transactions', { headers: session });
    expect([late.status, late.json.code]).toEqual([500, errorRoles.internal]);
    expect(String(errors[0])).toContain('stage first failed');
  });

  it('let a stage take the exchange over (HANDLED): nothing more is written or called', async () => {
    reset({
      first: {
        beforeHandler: ({ raw }) => {
          raw.res.statusCode = 204;
          raw.res.end();
          return HANDLED;
        },
      },
      second: recording('second'),
    });
    const reply = await server.send('GET', '/v0/transactions', { headers: session });
    expect([reply.status, reply.text]).toEqual([204, '']);
    expect(seen).toEqual([]);
    expect(handled).toEqual([]);
  });

  it('let a stage in front of the handler act as another caller: the handler and later stages see it', async () => {
    reset({
      first: {
        beforeHandler: (context) => {
          context.principal = { org: 'globex' };
        },
      },
      second: recording('second'),
    });
    await server.send('GET', '/v0/transactions', { headers: session });
    expect(handled).toEqual([{ operationId: 'listTransactions', principal: { org: 'globex' } }]);
    expect(seen[0]).toMatch(/^second before listTransactions globex /);
  });

  it('give onResult the handler input and a way to call the handler again', async () => {
    reset({
      first: {
        onResult: async (context, result) => {
          if (context.operation !== operations.listTransactions || context.input === undefined) return result;
          const again = await context.callHandler!({ ...context.input, query: { ...context.input.query, limit: 1 } });
          seen.push(`again ${again.status} limit ${String(context.input.query.limit)}`);
          return result;
        },
      },
    });
    await server.send('GET', '/v0/transactions?limit=7', { headers: session });
    expect(seen).toEqual(['again 200 limit 7']);
    expect(handled).toHaveLength(2);
  });

  it('check the handler result after the result stages: a stage breaking the contract gets a 500', async () => {
    reset({ first: { onResult: (_context, result) => ({ ...result, status: 203 }) } });
    const reply = await server.send('GET', '/v0/transactions', { headers: session });
    expect([reply.status, reply.json.code]).toEqual([500, errorRoles.internal]);
    expect(violations).toHaveLength(1);
  });

  it('identify the caller of a public operation only when a stage asks, ignoring an invalid credential', async () => {
    const callers: (string | undefined)[] = [];
    reset({ first: { beforeHandler: async (context) => void callers.push((await context.identifyCaller())?.org) } });
    expect((await server.send('GET', '/v0/metrics', { headers: session })).status).toBe(200);
    expect((await server.send('GET', '/v0/metrics', { headers: { Authorization: 'Bearer nonsense' } })).status).toBe(
      200,
    );
    expect((await server.send('GET', '/v0/metrics')).status).toBe(200);
    expect(callers).toEqual(['acme', undefined, undefined]);
    expect(authenticated).toEqual(['session', 'session']);
    expect(handled.map((call) => call.principal)).toEqual([undefined, undefined, undefined]);

    reset({ first: recording('first') });
    await server.send('GET', '/v0/metrics', { headers: session });
    expect(authenticated).toEqual([]);
  });
});
