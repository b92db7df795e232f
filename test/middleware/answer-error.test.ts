// `answerError`: an error that authentication, a stage or a handler throws, and that the app can name, is answered
// as the app says (a store that does not answer is a 503 with Retry-After, not a 500), and still reported. Any
// other error stays the internal error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDocsUrl } from '../../packages/contract-facts/src/generated/operations.js';
import type { HandlerResult } from '../../packages/express/src/generated/middleware.js';
import { generatedApp, handlers, SESSION_JWT } from './generated-app.js';
import { listen, type Loopback } from './loopback.js';

class Unavailable extends Error {}

/** Where the next request throws, and what. */
let throwIn: 'authenticate' | 'stage' | 'handler' | undefined;
let thrown: Error = new Unavailable('store down');
let reported: unknown[] = [];
let server: Loopback;

const unavailable: HandlerResult = {
  status: 503,
  body: {
    code: 'service_unavailable',
    message: 'The store does not answer.',
    docs_url: errorDocsUrl('service_unavailable'),
  },
  headers: { 'Retry-After': '1' },
};

const throwing = (where: typeof throwIn) => {
  if (throwIn === where) throw thrown;
};

beforeAll(async () => {
  server = await listen(
    generatedApp({
      authenticate: ({ credential }) => {
        throwing('authenticate');
        return credential === SESSION_JWT
          ? { ok: true, principal: { org: 'acme' } }
          : { ok: false, reason: 'invalid_token' };
      },
      stages: [{ name: 'store', beforeHandler: () => throwing('stage') }],
      handlers: {
        ...handlers,
        listTransactions: (input) => {
          throwing('handler');
          return handlers.listTransactions(input);
        },
      },
      answerError: (error) => (error instanceof Unavailable ? unavailable : undefined),
      onError: (error) => reported.push(error),
    }),
  );
});
afterAll(() => server.close());

const listTransactions = () =>
  server.send('GET', '/v0/transactions', { headers: { Authorization: `Bearer ${SESSION_JWT}` } });

describe('answerError', () => {
  it.each(['authenticate', 'stage', 'handler'] as const)(
    'answers an error named in %s as the app says',
    async (where) => {
      throwIn = where;
      thrown = new Unavailable('store down');
      reported = [];
      const answer = await listTransactions();
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json).toEqual(unavailable.body);
      expect(reported).toHaveLength(1);
    },
  );

  it('leaves any other error the internal error', async () => {
    throwIn = 'handler';
    thrown = new Error('a bug');
    reported = [];
    const answer = await listTransactions();
    expect(answer.status).toBe(500);
    expect(answer.json.code).toBe('internal_error');
    expect(reported).toHaveLength(1);
  });

  it('answers as usual when nothing throws', async () => {
    throwIn = undefined;
    expect((await listTransactions()).status).toBe(200);
  });
});
