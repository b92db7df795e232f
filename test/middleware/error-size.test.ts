// Error amplification: a parameter_invalid answer lists at most the contract's IssuesContext maxItems issues
// (then issueCount), cuts long field names, and so is never much larger than the request that caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LIMIT } from '../../generators/validators.js';
import { issueBounds } from '../../packages/contract-facts/src/generated/operations.js';
import { operationValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { SESSION_JWT, generatedApp } from './generated-app.js';
import { listen, type Loopback } from './loopback.js';

let server: Loopback;
beforeAll(async () => {
  server = await listen(generatedApp());
});
afterAll(() => server.close());

const auth = { Authorization: `Bearer ${SESSION_JWT}` };
const json = { ...auth, 'Content-Type': 'application/json' };

/** Sends the request and returns the answer with both sizes in bytes. */
async function sizes(method: string, path: string, body?: string) {
  const reply = await server.send(method, path, { headers: body === undefined ? auth : json, body });
  const requestBytes =
    Buffer.byteLength(`${method} ${path} HTTP/1.1\r\n`) + (body === undefined ? 0 : Buffer.byteLength(body));
  return { reply, requestBytes, answerBytes: Buffer.byteLength(reply.text) };
}

function expectBounded({ reply, requestBytes, answerBytes }: Awaited<ReturnType<typeof sizes>>, found: number) {
  expect(reply.status).toBe(400);
  expect(reply.json.code).toBe('parameter_invalid');
  expect(reply.json.context.issues).toHaveLength(Math.min(found, issueBounds.issues));
  if (found > issueBounds.issues) expect(reply.json.context.issueCount).toBe(found);
  else expect(reply.json.context.issueCount).toBeUndefined();
  for (const issue of reply.json.context.issues) expect(issue.field.length).toBeLessThanOrEqual(issueBounds.field);
  // The contract's own error schema accepts the bounded answer.
  expect(operationValidators.listRoutes.responses['400'](reply.json)).toBe(true);
  expect(answerBytes).toBeLessThanOrEqual(requestBytes + 2048);
  expect(answerBytes).toBeLessThanOrEqual(16 * 1024);
}

describe('parameter_invalid stays small', () => {
  it('the contract bounds IssuesContext: 20 issues, 200 characters per field', () => {
    expect(issueBounds).toEqual({ issues: 20, field: 200 });
  });

  it('a 9.5 KB query of 2,700 unknown parameters gets the first 20 issues and issueCount', async () => {
    const names = Array.from({ length: 2700 }, (_, i) => `p${i.toString(36)}`);
    const result = await sizes('GET', `/v0/routes?${names.join('&')}`);
    expectBounded(result, 2700);
    expect(result.reply.json.context.issues.map((issue: { field: string }) => issue.field)).toEqual(names.slice(0, 20));
  });

  it('a one-parameter query is answered with its one issue, no count', async () => {
    expectBounded(await sizes('GET', '/v0/routes?limit=0'), 1);
  });

  it('a 100 KB body with thousands of unknown members is answered in a few KB', async () => {
    const members = Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`m${i}`, i]));
    const body = JSON.stringify({ kind: 'bank', ...members });
    expect(body.length).toBeGreaterThan(90_000);
    const result = await sizes('POST', '/v0/accounts', body);
    // Validation stops looking after ERROR_LIMIT schema errors: the count is of the issues found up to there.
    expect(result.reply.json.context.issueCount).toBeGreaterThan(issueBounds.issues);
    expect(result.reply.json.context.issueCount).toBeLessThanOrEqual(ERROR_LIMIT);
    expectBounded(result, result.reply.json.context.issueCount);
  });

  it('a 98 KB wallet with 49,000 networks is told its list is too long, then its first bad items', async () => {
    const body = JSON.stringify({
      kind: 'wallet',
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      networks: Array(49_000).fill(0),
    });
    expect(body.length).toBeGreaterThan(95_000);
    const result = await sizes('POST', '/v0/accounts', body);
    expectBounded(result, result.reply.json.context.issueCount);
    expect(result.reply.json.context.issueCount).toBeLessThanOrEqual(ERROR_LIMIT);
    expect(result.reply.json.context.issues.slice(0, 3)).toEqual([
      // An EVM address's list holds EVM networks, 15 at most (WalletRegistration's `if`/`then`).
      { field: 'networks', message: 'must NOT have more than 15 items' },
      { field: 'networks.0', message: 'must be string' },
      { field: 'networks.1', message: 'must be string' },
    ]);
  });

  it('a huge member name is cut to the contract length, not echoed in full', async () => {
    const names = ['a', 'b', 'c'].map((letter) => letter.repeat(30_000));
    const body = JSON.stringify({ kind: 'bank', ...Object.fromEntries(names.map((name) => [name, 1])) });
    const result = await sizes('POST', '/v0/accounts', body);
    const cut = result.reply.json.context.issues.filter((issue: { field: string }) => issue.field.endsWith('…'));
    expect(cut.map((issue: { field: string }) => issue.field)).toEqual(
      names.map((name) => `${name.slice(0, issueBounds.field - 1)}…`),
    );
    expect(result.answerBytes).toBeLessThanOrEqual(4 * 1024);
  });
});
