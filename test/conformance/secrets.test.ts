// Credentials never reach a printed text, whatever their length: a short API key is redacted in the curl
// reproductions, the terminal summary and the JSON report like a long one.
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../packages/conformance/src/http/secrets.js';
import { curlReproduction } from '../../packages/conformance/src/report/reproduction.js';

describe('Secrets', () => {
  for (const key of ['k', 'Kq7', 'sk_7', 'abcdefg', 'sk_sandbox_long_enough_key']) {
    it(`redacts a ${key.length}-character credential everywhere it is printed`, () => {
      const secrets = new Secrets();
      secrets.add(key);
      const reproduction = curlReproduction({
        spec: { method: 'post', path: '/v0/auth/token', credential: { authorization: `Bearer ${key}x` } },
        url: 'http://127.0.0.1:1/v0/auth/token',
      });
      for (const text of [reproduction, `token exchange with ${key} got 401`, JSON.stringify({ apiKey: key })])
        expect(secrets.redact(text)).not.toContain(key);
    });
  }

  it('leaves text without a credential alone', () => {
    const secrets = new Secrets();
    secrets.add('');
    secrets.add(undefined);
    expect(secrets.redact('GET /v0/accounts 200')).toBe('GET /v0/accounts 200');
  });
});
