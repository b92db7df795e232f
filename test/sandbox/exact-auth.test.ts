// The 401 reasons exactly as the description states them: a malformed or ambiguous credential is
// invalid_token (missing_header is only "no Authorization: Bearer header"), and a session token is accepted
// in its one canonical spelling.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { expectError, useSandbox } from './harness.js';

const s = useSandbox();
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

async function reason(authorization: string | string[]): Promise<string> {
  const { hostname, port } = new URL(s.client.url);
  const [status, text] = await new Promise<[number, string]>((resolve, reject) => {
    // Raw header pairs, so two Authorization headers go out as sent.
    const headers = [
      'host',
      `${hostname}:${port}`,
      ...[authorization].flat().flatMap((value) => ['authorization', value]),
    ];
    const req = request({ host: hostname, port, path: '/v0/accounts?limit=1', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve([res.statusCode ?? 0, body]));
    });
    req.on('error', reject);
    req.end();
  });
  expect(status, text).toBe(401);
  return JSON.parse(text).context.reason;
}

/** The other spellings of a base64url part whose last character carries unused low bits. */
function respellings(part: string): string[] {
  const bytes = Buffer.from(part, 'base64url').length;
  const unusedBits = part.length * 6 - bytes * 8;
  const last = ALPHABET.indexOf(part.at(-1)!);
  const spellings: string[] = [`${part}=`];
  for (let low = 0; low < 1 << unusedBits; low++) {
    const index = (last & ~((1 << unusedBits) - 1)) | low;
    if (index !== last) spellings.push(part.slice(0, -1) + ALPHABET[index]);
  }
  return spellings;
}

describe('exact 401 reasons', () => {
  it('no Bearer header at all is missing_header', async () => {
    expectError(await s.client.request('GET', '/v0/accounts'), 401, 'unauthorized');
    expect(await reason('Basic dXNlcjpwYXNz')).toBe('missing_header');
  });

  it('a malformed Bearer credential is invalid_token', async () => {
    for (const value of ['Bearer abc$def', `Bearer ${s.primary} extra`, 'Bearer', 'Bearer a.b']) {
      expect(await reason(value), value).toBe('invalid_token');
    }
  });

  it('two Authorization headers are refused as invalid_token, the valid one first or not', async () => {
    expect(await reason([`Bearer ${s.primary}`, 'Bearer bogus'])).toBe('invalid_token');
    expect(await reason(['Bearer bogus', `Bearer ${s.primary}`])).toBe('invalid_token');
    expect(await reason([`Bearer ${s.primary}`, `Bearer ${s.primary}`])).toBe('invalid_token');
  });

  it('a session token is accepted in its canonical spelling only', async () => {
    expect((await s.client.request('GET', '/v0/accounts?limit=1', { token: s.primary })).status).toBe(200);
    const [header, payload, signature] = s.primary.split('.') as [string, string, string];
    const variants = [
      ...respellings(signature).map((spelling) => `${header}.${payload}.${spelling}`),
      ...respellings(payload).map((spelling) => `${header}.${spelling}.${signature}`),
    ];
    expect(variants.length).toBeGreaterThanOrEqual(4);
    for (const variant of variants) {
      expect(Buffer.from(variant.split('.')[2]!, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(await reason(`Bearer ${variant}`), variant).toBe('invalid_token');
    }
  });
});
