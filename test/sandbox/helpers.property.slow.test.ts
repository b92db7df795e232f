// Property: nothing the helpers' document lets a caller send makes the sandbox answer 500 or an undocumented
// status, or stop serving the other organization. Bodies and path parameters are drawn from the document's
// own schemas (spec/sandbox/openapi.yaml, bundled), near and across every bound, with arbitrary JSON mixed in.
import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient } from './harness.js';
import { arbitraryFor } from './schema-arbitrary.js';

type Schema = Record<string, any>;
const document = JSON.parse(
  await readFile(new URL('../../packages/sandbox/src/generated/helpers/openapi.json', import.meta.url), 'utf8'),
) as Schema;
const resolve = (ref: string): Schema =>
  ref
    .slice(2)
    .split('/')
    .reduce((node: Schema, key) => node[key.replaceAll('~1', '/')], document);

interface HelperCall {
  method: string;
  path: string;
  statuses: string[];
  parameters: Schema[];
  body?: Schema;
}

const helpers: HelperCall[] = Object.entries(document.paths as Record<string, Schema>).flatMap(([path, item]) =>
  ['get', 'post', 'put'].flatMap((method) => {
    const operation = item[method];
    if (operation === undefined) return [];
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: Schema) =>
      p.$ref ? resolve(p.$ref) : p,
    );
    const body = operation.requestBody?.content?.['application/json']?.schema;
    return [{ method: method.toUpperCase(), path, statuses: Object.keys(operation.responses), parameters, body }];
  }),
);

/** Each of the 15 helper operations is called about ten times. */
const RUNS = 150;

let sandbox: RunningSandbox;
let client: SandboxClient;
const ids: string[] = [];

beforeAll(async () => {
  // A key per run: more than an organization's default bound of keys.
  sandbox = await startSandbox({ seedTransactions: 10, limits: { keys: 1_000 } });
  client = new SandboxClient(sandbox);
  for (const key of [sandbox.apiKeys.primary, sandbox.apiKeys.other]) {
    const token = await client.exchange(key);
    ids.push(...(await client.all('/v0/routes', token)).map((route) => route.id));
    ids.push(...(await client.all('/v0/accounts', token)).map((account) => account.id));
  }
});
afterAll(() => sandbox.close());

const pathValue = (schema: Schema) =>
  fc.oneof(fc.constantFrom(...ids), arbitraryFor(schema, resolve).map(String), fc.constantFrom('%2e%2e', 'a%00b', '-'));

const request = fc.constantFrom(...helpers).chain((helper) =>
  fc.record({
    helper: fc.constant(helper),
    params: fc.tuple(...helper.parameters.map((parameter) => pathValue(parameter.schema))),
    body: helper.body
      ? fc.option(arbitraryFor(helper.body, resolve), { nil: undefined, freq: 8 })
      : fc.constant(undefined),
  }),
);

it('no helper input gets a 5xx or an undocumented status, and the other organization keeps being served', async () => {
  // A fresh key per run: a run may pause or revoke the key it calls with ('current').
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ helper, params, body }) => {
      const { secret } = await sandbox.helpers.apiKeys.create({});
      const token = await client.exchange(secret);
      let path = helper.path;
      helper.parameters.forEach(
        (parameter, index) => (path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(params[index])))),
      );
      const reply = await client.request(helper.method, path, { token, body });
      answered += 1;
      expect(reply.status, `${helper.method} ${path} ${JSON.stringify(body)} → ${reply.text}`).toBeLessThan(500);
      expect([...helper.statuses, '404'], `${helper.method} ${path} → ${reply.status} ${reply.text}`).toContain(
        String(reply.status),
      );
      expect(reply.headers.get('request-id')).toBeTruthy();
      if (reply.status >= 400) expect(Object.keys(reply.body).slice(0, 3)).toEqual(['code', 'message', 'docs_url']);
      // An outage of the token exchange would stop the next run from getting a token: switch it off again.
      if (helper.path === '/sandbox/outages' && reply.status === 200)
        await sandbox.helpers.outages.update({ tokenExchange: false });
    }),
    { numRuns: RUNS, seed: 15 },
  );
  expect(answered).toBe(RUNS);
  const other = await client.exchange(sandbox.apiKeys.other);
  expect((await client.request('GET', '/v0/accounts', { token: other })).status).toBe(200);
  expect((await client.request('GET', '/v0/transactions?limit=5', { token: other })).status).toBe(200);
  expect((await client.request('GET', '/v0/metrics')).status).toBe(200);
}, 120_000);
