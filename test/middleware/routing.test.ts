// Routing and the envelope every response shares: Request-Id, 404 and 405 in the API's error shape.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreRouter, createErrorHandler } from '../../packages/express/src/runtime/index.js';
import { ACCOUNT_ID, bearer, contract, defaultHandlers, fixtureApp } from './contract-fixture.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback;
beforeAll(async () => {
  server = await listen(fixtureApp());
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('routing', () => {
  it('routes by method and path template, decoding path parameters', async () => {
    const response = await server.send('GET', `/v0/accounts/${ACCOUNT_ID}`, { headers: bearer });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ id: ACCOUNT_ID, kind: 'wallet' });
  });

  it('answers an unknown path with 404 not_found in the error shape', async () => {
    for (const path of ['/v0/nothing', '/', '/v0/accounts/', '/v0/accounts/a/b', '/V0/METRICS', '//v0/metrics']) {
      const response = await server.send('GET', path, { headers: bearer });
      expect(response.status, path).toBe(404);
      expect(response.json).toEqual({
        code: 'not_found',
        message: contract.errorCatalog['not_found']?.description,
        docs_url: contract.errorDocsUrl('not_found'),
      });
      expect(response.headers['request-id']).toMatch(UUID);
    }
  });

  it('answers a wrong method with 405, an Allow header and the error shape', async () => {
    const response = await server.send('DELETE', '/v0/accounts', { headers: bearer });
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(response.json).toMatchObject({ code: 'not_found', docs_url: contract.errorDocsUrl('not_found') });
    expect(response.json.message).toContain('POST');
    const templated = await server.send('PATCH', `/v0/accounts/${ACCOUNT_ID}`);
    expect(templated.status).toBe(405);
    expect(templated.headers['allow']).toBe('GET, HEAD');
  });

  it('serves HEAD from the GET operation without a body', async () => {
    const response = await server.send('HEAD', '/v0/metrics');
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(response.headers['request-id']).toMatch(UUID);
  });

  it('writes text/plain responses as documented', async () => {
    const response = await server.send('GET', '/v0/metrics/total-supply');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('1000.000000');
  });
});

describe('Request-Id', () => {
  it('generates a UUID when the caller sends none, different per request', async () => {
    const [one, two] = await Promise.all([server.send('GET', '/v0/metrics'), server.send('GET', '/v0/metrics')]);
    expect(one?.headers['request-id']).toMatch(UUID);
    expect(two?.headers['request-id']).toMatch(UUID);
    expect(one?.headers['request-id']).not.toBe(two?.headers['request-id']);
  });

  it("echoes a caller's sane Request-Id on success and error", async () => {
    for (const path of ['/v0/metrics', '/v0/unknown', '/v0/transactions?limit=0']) {
      const response = await server.send('GET', path, { headers: { 'Request-Id': 'req_abc-123.x', ...bearer } });
      expect(response.headers['request-id'], path).toBe('req_abc-123.x');
    }
  });

  it("uses the header the contract names (x-request-id-header), on the router's answers and the error handler's", async () => {
    const named = { ...contract, requestIdHeader: 'Correlation-Id' };
    const app = express();
    app.use((req, _res, next) => (req.path === '/boom' ? next(new Error('boom')) : next()));
    app.use(
      createCoreRouter({
        handlers: defaultHandlers,
        authenticate: () => ({ ok: false, reason: 'x' }),
        contract: named,
        onError: () => {},
      }),
    );
    app.use(createErrorHandler(named, () => {}));
    const custom = await listen(app);
    try {
      for (const path of ['/v0/metrics', '/v0/unknown', '/boom']) {
        const echoed = await custom.send('GET', path, { headers: { 'Correlation-Id': 'corr-1' } });
        expect(echoed.headers['correlation-id'], path).toBe('corr-1');
        expect(echoed.headers['request-id'], path).toBeUndefined();
        expect((await custom.send('GET', path)).headers['correlation-id'], path).toMatch(UUID);
      }
    } finally {
      await custom.close();
    }
  });

  it('replaces an insane Request-Id with a fresh one', async () => {
    for (const sent of ['has space', 'x'.repeat(200), 'semi;colon', '<script>']) {
      const response = await server.send('GET', '/v0/metrics', { headers: { 'Request-Id': sent } });
      expect(response.headers['request-id'], sent).toMatch(UUID);
    }
  });
});

describe('no Express default pages', () => {
  it('answers a path with broken percent-encoding with the JSON 404', async () => {
    const response = await server.send('GET', '/v0/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('never answers with HTML for methods no operation uses, also when mounted inside another app', async () => {
    const app = express();
    app.use(fixtureApp());
    const wrapped = await listen(app);
    try {
      for (const method of ['OPTIONS', 'PROPFIND', 'TRACE']) {
        const response = await wrapped.send(method, '/v0/metrics');
        expect(response.status, method).toBe(405);
        expect(response.headers['content-type'], method).toMatch(/^application\/json/);
        expect(response.json.code).toBe('not_found');
      }
    } finally {
      await wrapped.close();
    }
  });
});

describe('final error handler for middleware in front of the router', () => {
  it('answers upstream failures in the error shape with a Request-Id, never the HTML page', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.use((req, _res, next) =>
      req.url.startsWith('/v0/metrics') && req.headers['x-fail'] ? next(new Error('rate limiter store down')) : next(),
    );
    app.use('/upstream-json', express.json(), (_req, res) => void res.end());
    app.use(fixtureApp());
    app.use(createErrorHandler(contract, (error) => logged.push(error)));
    const wrapped = await listen(app);
    try {
      const failed = await wrapped.send('GET', '/v0/metrics', { headers: { 'x-fail': '1', 'Request-Id': 'trace-1' } });
      expect(failed.status).toBe(500);
      expect(failed.headers['request-id']).toBe('trace-1');
      expect(failed.json).toEqual({
        code: 'internal_error',
        message: contract.errorCatalog['internal_error']?.description,
        docs_url: contract.errorDocsUrl('internal_error'),
      });
      expect(failed.text).not.toContain('rate limiter');
      expect(logged).toHaveLength(1);

      const malformed = await wrapped.send('POST', '/upstream-json', {
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.headers['request-id']).toMatch(UUID);
      expect(malformed.json).toMatchObject({
        code: 'parameter_invalid',
        context: { issues: [{ field: 'request', message: expect.any(String) }] },
      });
    } finally {
      await wrapped.close();
    }
  });
});
