// The proxy's HAR recorder on its own: what it redacts (credential headers, the session token field, fields and
// query parameters named like a secret, any known key wherever it appears) and where it stops (entry count, size).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HarRecorder, harLimits } from '../../packages/conformance/src/har/recorder.js';
import type { RelayedExchange } from '../../packages/conformance/src/har/recorder.js';
import { Secrets } from '../../packages/conformance/src/http/secrets.js';

const KEY = 'sk_test_recorded_key_0123456789';
const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJvcmcifQ.c2lnbmF0dXJl';

function relayed(overrides: Partial<RelayedExchange> = {}): RelayedExchange {
  return {
    timings: { startedAt: new Date('2026-03-01T10:00:00Z'), waitMs: 12.5, receiveMs: 0.75 },
    method: 'POST',
    url: `http://127.0.0.1:9/v0/accounts?apiSecret=${KEY}&name=plain`,
    requestHeaders: { authorization: `Bearer ${JWT}`, cookie: 'sid=1', 'content-type': 'application/json' },
    requestBody: JSON.stringify({ name: 'Ops', secret: 'hunter2', nested: [{ clientSecret: 'x1' }], note: KEY }),
    requestBytes: 80,
    status: 201,
    responseHeaders: { 'content-type': 'application/json', 'set-cookie': ['sid=2'] },
    responseText: JSON.stringify({ sessionJwt: JWT, echo: `Bearer ${KEY}` }),
    ...overrides,
  };
}

const meta = (secrets: Secrets) => ({
  apiBaseUrl: 'http://127.0.0.1:9',
  contractVersion: '0.0.0-test',
  tokenField: 'sessionJwt',
  secrets,
});

describe('HAR recorder', () => {
  it('writes HAR 1.2 entries with timings and redacts every credential', () => {
    const recorder = new HarRecorder({ maxEntries: 10, maxBytes: 1_000_000 });
    recorder.add(relayed());
    const secrets = new Secrets();
    secrets.add(KEY);
    const har = recorder.log(meta(secrets));
    const text = JSON.stringify(har);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('x1');
    expect(text).not.toContain('sid=');
    const [entry] = har.log.entries;
    expect(entry!.time).toBe(13.25);
    expect(entry!.timings).toEqual({ send: 0, wait: 12.5, receive: 0.75 });
    expect(entry!.startedDateTime).toBe('2026-03-01T10:00:00.000Z');
    expect(entry!.request.url).toBe('http://127.0.0.1:9/v0/accounts?apiSecret=%C2%ABredacted%C2%BB&name=plain');
    expect(entry!.request.queryString).toEqual([
      { name: 'apiSecret', value: '«redacted»' },
      { name: 'name', value: 'plain' },
    ]);
    expect(JSON.parse(entry!.request.postData!.text!)).toEqual({
      name: 'Ops',
      secret: '«redacted»',
      nested: [{ clientSecret: '«redacted»' }],
      note: '«redacted»',
    });
    expect(entry!.request.headers).toContainEqual({ name: 'authorization', value: '«redacted»' });
    expect(JSON.parse(entry!.response.content.text!)).toEqual({
      sessionJwt: 'redacted.redacted.redacted',
      echo: 'Bearer «redacted»',
    });
    expect(har.log._apiBaseUrl).toBe('http://127.0.0.1:9');
  });

  it('redacts the whole value under a secret name, whatever its type, and form bodies, unknown secrets too', () => {
    const recorder = new HarRecorder({ maxEntries: 10, maxBytes: 1_000_000 });
    const answer = { apiKeys: ['sk_live_a1'], secret: { value: 'sk_live_b2' }, password: ['pw-c3'], name: 'Ops' };
    recorder.add(
      relayed({ requestBody: JSON.stringify({ credentials: ['sk_live_d4'] }), responseText: JSON.stringify(answer) }),
    );
    recorder.add(
      relayed({
        requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
        requestBody: 'client_secret=cs-e5&grant_type=client_credentials&client%5Fsecret=cs-f6',
      }),
    );
    const [json, form] = recorder.log(meta(new Secrets())).log.entries;
    expect(JSON.stringify([json, form])).not.toMatch(/sk_live|pw-c3|cs-e5|cs-f6/);
    expect(JSON.parse(json!.request.postData!.text!)).toEqual({ credentials: '«redacted»' });
    expect(JSON.parse(json!.response.content.text!)).toEqual({
      apiKeys: '«redacted»',
      secret: '«redacted»',
      password: '«redacted»',
      name: 'Ops',
    });
    expect(form!.request.postData!.text).toBe(
      'client_secret=%C2%ABredacted%C2%BB&grant_type=client_credentials&client%5Fsecret=%C2%ABredacted%C2%BB',
    );
  });

  it('keeps a body it cannot parse, masking the known secrets in it', () => {
    const recorder = new HarRecorder({ maxEntries: 10, maxBytes: 1_000_000 });
    recorder.add(relayed({ responseText: `oops ${KEY} ${JWT}`, responseHeaders: { 'content-type': 'text/plain' } }));
    const secrets = new Secrets();
    secrets.add(KEY);
    expect(recorder.log(meta(secrets)).log.entries[0]!.response.content.text).toBe('oops «redacted» «jwt»');
  });

  it('states its bounds in the package README as they are', () => {
    const readme = readFileSync('packages/conformance/README.md', 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`at most ${harLimits.maxEntries} entries and ${harLimits.maxBytes / 1024 / 1024} MiB`);
  });

  it('stops at the entry count, says so once and in the file, and counts what it did not record', () => {
    const stops: string[] = [];
    const recorder = new HarRecorder({ maxEntries: 2, maxBytes: 1_000_000 }, (reason) => stops.push(reason));
    for (let i = 0; i < 5; i += 1) recorder.add(relayed());
    expect(recorder.recorded).toBe(2);
    expect(stops).toEqual([
      'recording stopped at the limit of 2 entries; later exchanges are relayed and checked but not recorded',
    ]);
    const har = recorder.log(meta(new Secrets()));
    expect(har.log.entries).toHaveLength(2);
    expect(har.log.comment).toBe(
      'recording stopped at the limit of 2 entries: 3 later exchanges were relayed and checked but not recorded',
    );
    expect(recorder.describe('t.har')).toBe(
      'HAR: 2 entries written to t.har (recording stopped at the limit of 2 entries: 3 exchanges not recorded)',
    );
  });

  it('stops at the total size', () => {
    const stops: string[] = [];
    const recorder = new HarRecorder({ maxEntries: 100, maxBytes: 2500 }, (reason) => stops.push(reason));
    for (let i = 0; i < 10; i += 1) recorder.add(relayed());
    expect(recorder.recorded).toBeGreaterThan(0);
    expect(recorder.recorded).toBeLessThan(10);
    expect(Buffer.byteLength(JSON.stringify(recorder.log(meta(new Secrets())).log.entries))).toBeLessThanOrEqual(
      2500 + recorder.recorded,
    );
    expect(stops).toEqual([
      'recording stopped at the limit of 2500 bytes; later exchanges are relayed and checked but not recorded',
    ]);
  });

  it('records a failed exchange with status 0 and its error, and an answer not kept without its body', () => {
    const recorder = new HarRecorder({ maxEntries: 10, maxBytes: 1_000_000 });
    recorder.add(relayed({ status: 502, error: 'upstream: connect ECONNREFUSED', responseText: undefined }));
    recorder.add(relayed({ responseText: undefined, notKept: 'body above 8388608 bytes' }));
    const [failed, large] = recorder.log(meta(new Secrets())).log.entries;
    expect([failed!.response.status, failed!._error]).toEqual([502, 'upstream: connect ECONNREFUSED']);
    expect(large!.response.content).toEqual({
      size: 0,
      mimeType: 'application/json',
      comment: 'body not recorded: body above 8388608 bytes',
    });
  });
});
