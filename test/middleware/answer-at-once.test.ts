// The router waits only on what is pending (packages/express/src/runtime/awaitable.ts): when authentication, the
// handler and the request itself are all there, the answer is written before the middleware returns, with no turn of
// the microtask queue per step. A step that returns a promise is waited on as before.
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiRouter, type ApiRouterOptions } from '../../packages/express/src/generated/middleware.js';
import { handlers, SESSION_JWT, type Principal } from './generated-app.js';
import { listen, type Loopback } from './loopback.js';

const session = { Authorization: `Bearer ${SESSION_JWT}` };
/** Per request: whether the response was complete when the router's middleware returned. */
const endedOnReturn: boolean[] = [];
let server: Loopback;

const authenticate: ApiRouterOptions<Principal>['authenticate'] = ({ credential }) =>
  credential === SESSION_JWT ? { ok: true, principal: { org: 'acme' } } : { ok: false, reason: 'invalid_token' };

beforeAll(async () => {
  const router = createApiRouter<Principal>({
    handlers: { ...handlers, listRoutes: async (input) => handlers.listRoutes(input) },
    authenticate,
    validateResponses: true,
  });
  const app = express();
  app.use((req, res, next) => {
    void router(req, res, next);
    endedOnReturn.push(res.writableEnded);
  });
  server = await listen(app);
});
afterAll(() => server.close());

async function endedAtOnce(method: string, path: string, options?: Parameters<Loopback['send']>[2]) {
  endedOnReturn.length = 0;
  const { status } = await server.send(method, path, options);
  return { status, endedOnReturn: endedOnReturn[0] };
}

it('writes a valid answer before returning when every step answers at once', async () => {
  expect(await endedAtOnce('GET', '/v0/transactions?limit=5', { headers: session })).toEqual({
    status: 200,
    endedOnReturn: true,
  });
  expect(await endedAtOnce('GET', '/v0/metrics')).toEqual({ status: 200, endedOnReturn: true });
});

it('writes a refusal before returning too: 401, 400', async () => {
  expect(await endedAtOnce('GET', '/v0/transactions')).toEqual({ status: 401, endedOnReturn: true });
  expect(await endedAtOnce('GET', '/v0/transactions?limit=0', { headers: session })).toEqual({
    status: 400,
    endedOnReturn: true,
  });
});

it('waits on what is pending: a handler answering with a promise, a body still to arrive', async () => {
  expect(await endedAtOnce('GET', '/v0/routes', { headers: session })).toEqual({ status: 200, endedOnReturn: false });
  const body = JSON.stringify({
    kind: 'wallet',
    address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    networks: ['base'],
  });
  const post = await endedAtOnce('POST', '/v0/accounts', {
    headers: { ...session, 'Content-Type': 'application/json' },
    body,
  });
  expect(post).toEqual({ status: 201, endedOnReturn: false });
});
