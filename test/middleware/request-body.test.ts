// Request bodies: content type, well-formed JSON, size cap and schema, all in the API's error shape.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerInput } from '../../packages/express/src/runtime/index.js';
import { bearer, contract, fixtureApp } from './contract-fixture.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback;
let received: HandlerInput<unknown> | undefined;
const failures: unknown[] = [];
beforeAll(async () => {
  server = await listen(
    fixtureApp({
      bodyLimit: 1024,
      onError: (error) => failures.push(error),
      handlers: {
        createAccount: (input) => {
          received = input;
          return { status: 201, body: { id: '0b6f2a8e-4c1d-4d55-9a3e-5a1f2c3d4e5f', kind: 'wallet' } };
        },
      },
    }),
  );
});
afterAll(() => server.close());

const json = { 'Content-Type': 'application/json', ...bearer };
const wallet = { kind: 'wallet', address: '0xabc', networks: ['ethereum', 'base'], name: 'Treasury' };
const post = (body: string | Buffer, headers: Record<string, string> = json) =>
  server.send('POST', '/v0/accounts', { headers, body });

function expectParameterInvalid(response: Awaited<ReturnType<typeof post>>, status = 400) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['request-id']).toMatch(/.+/);
  expect(response.json).toMatchObject({
    code: 'parameter_invalid',
    docs_url: contract.errorDocsUrl('parameter_invalid'),
  });
  return response.json.context.issues as { field: string; message: string }[];
}

describe('request body', () => {
  it('hands the parsed body to the handler', async () => {
    const response = await post(JSON.stringify(wallet), {
      'Content-Type': 'application/json; charset=utf-8',
      ...bearer,
    });
    expect(response.status).toBe(201);
    expect(received?.body).toEqual(wallet);
  });

  it('refuses a lone UTF-16 surrogate in any string or key, naming the field, rather than storing U+FFFD', async () => {
    // Cast: an assignment of plain undefined would narrow `received` for the rest of the test.
    received = undefined as HandlerInput<unknown> | undefined;
    const lone = String.raw`{"kind":"wallet","address":"0xabc","networks":["ethereum","\udc00x"],"name":"\ud800"}`;
    expect(expectParameterInvalid(await post(lone))).toEqual([
      { field: 'networks.1', message: 'is not well-formed Unicode: it holds a lone UTF-16 surrogate' },
      { field: 'name', message: 'is not well-formed Unicode: it holds a lone UTF-16 surrogate' },
    ]);
    const key = String.raw`{"kind":"wallet","address":"0xabc","networks":["ethereum"],"name":"a","\ud83d":1}`;
    expect(expectParameterInvalid(await post(key))).toEqual([
      { field: '\\ud83d', message: 'is not well-formed Unicode: it holds a lone UTF-16 surrogate' },
    ]);
    const upper = String.raw`{"kind":"wallet","address":"0xabc","networks":["ethereum"],"name":"\uDFFF"}`;
    expect(expectParameterInvalid(await post(upper))).toEqual([
      { field: 'name', message: 'is not well-formed Unicode: it holds a lone UTF-16 surrogate' },
    ]);
    expect(received).toBeUndefined();
    const escapedPair = String.raw`{"kind":"wallet","address":"0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed","networks":["base"],"name":"\uD83D\uDCB0"}`;
    expect((await post(escapedPair)).status).toBe(201);
    // A pair is one character, and U+FFFD itself is an ordinary one.
    const paired = { ...wallet, name: 'Treasury \ud83d\udcb0 \ufffd' };
    expect((await post(JSON.stringify(paired))).status).toBe(201);
    expect((received as HandlerInput<unknown> | undefined)?.body).toEqual(paired);
  });

  it('refuses a surrogate sent percent-encoded in a path or query parameter, naming it', async () => {
    const path = await server.send('GET', '/v0/accounts/%ED%A0%80', { headers: bearer });
    expect(path.status).toBe(400);
    expect(path.json.context.issues).toEqual([{ field: 'accountId', message: 'is not valid percent-encoding' }]);
    const query = await server.send('GET', '/v0/transactions?cursor=%ED%A0%80', { headers: bearer });
    expect(query.status).toBe(400);
    expect(query.json.context.issues).toEqual([{ field: 'cursor', message: 'is not valid percent-encoding' }]);
  });

  it('rejects malformed JSON with 400 parameter_invalid', async () => {
    expect(expectParameterInvalid(await post('{"kind": "wallet",'))).toEqual([
      { field: 'body', message: 'is not well-formed JSON' },
    ]);
  });

  it('rejects a wrong content type with 400 parameter_invalid', async () => {
    const issues = expectParameterInvalid(
      await post('kind=wallet', { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer }),
    );
    expect(issues).toEqual([{ field: 'Content-Type', message: 'must be application/json' }]);
    expect(expectParameterInvalid(await post(JSON.stringify(wallet), bearer))).toEqual([
      { field: 'Content-Type', message: 'must be application/json' },
    ]);
  });

  it('refuses a body that is not UTF-8, naming the body, rather than storing replacement characters', async () => {
    const latin1 = Buffer.from(JSON.stringify({ ...wallet, name: 'café' }), 'latin1');
    expect(expectParameterInvalid(await post(latin1))).toEqual([{ field: 'body', message: 'is not valid UTF-8' }]);
    const declared = { 'Content-Type': 'application/json; charset=ISO-8859-1', ...bearer };
    expect(expectParameterInvalid(await post(latin1, declared))).toEqual([
      { field: 'body', message: 'must be UTF-8; charset=iso-8859-1 is not accepted' },
    ]);
    const quoted = { 'Content-Type': 'application/json; charset="utf-16"', ...bearer };
    expect(expectParameterInvalid(await post(JSON.stringify(wallet), quoted))[0]?.field).toBe('body');
    received = undefined;
    const utf8 = await post(JSON.stringify({ ...wallet, name: 'café' }), {
      'Content-Type': 'application/json; charset="UTF-8"',
      ...bearer,
    });
    expect(utf8.status).toBe(201);
    expect(((received as HandlerInput<unknown> | undefined)?.body as { name: string }).name).toBe('café');
  });

  it('rejects a missing required body', async () => {
    expect(expectParameterInvalid(await server.send('POST', '/v0/accounts', { headers: bearer }))).toEqual([
      { field: 'body', message: 'is required' },
    ]);
    expect(expectParameterInvalid(await post('   '))).toEqual([{ field: 'body', message: 'is required' }]);
  });

  it('rejects an oversize body with 413 in the error shape, by declared length and by streamed size', async () => {
    const big = JSON.stringify({ ...wallet, name: 'x'.repeat(2000) });
    expect(expectParameterInvalid(await post(big), 413)).toEqual([
      { field: 'body', message: 'must not exceed 1024 bytes' },
    ]);
    const chunked = await server.send('POST', '/v0/accounts', {
      headers: { ...json, 'Transfer-Encoding': 'chunked' },
      body: big,
    });
    expect(expectParameterInvalid(chunked, 413)).toHaveLength(1);
  });

  it('names every offending body member', async () => {
    const issues = expectParameterInvalid(
      await post(JSON.stringify({ kind: 'bank', networks: ['ethereum', 'mars'], name: 'n'.repeat(201), extra: 1 })),
    );
    expect(issues.map((issue) => issue.field).sort()).toEqual(['address', 'extra', 'kind', 'name', 'networks.1']);
    expect(issues).toContainEqual({ field: 'networks.1', message: 'must be one of: ethereum, solana, base' });
    expect(issues).toContainEqual({ field: 'address', message: 'is required' });
  });

  it('rejects a body that is not an object', async () => {
    for (const body of ['[]', '"wallet"', '42', 'null']) {
      const issues = expectParameterInvalid(await post(body));
      expect(issues[0]?.field, body).toBe('body');
    }
  });

  it('reports query, path and body issues together in one response', async () => {
    const response = await server.send('POST', '/v0/accounts?anything=1', { headers: json, body: '{' });
    // createAccount is not strict about its query: only the body is wrong.
    expect(expectParameterInvalid(response)).toEqual([{ field: 'body', message: 'is not well-formed JSON' }]);
  });

  it('survives a caller hanging up halfway through the body', async () => {
    received = undefined;
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /v0/accounts HTTP/1.1\r\nHost: x\r\nAuthorization: ${bearer.Authorization}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"kind":"wal`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toBeUndefined();
    expect(failures).toEqual([]);
    expect((await post(JSON.stringify(wallet))).status).toBe(201);
  });
});
