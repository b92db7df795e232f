// `verify` bounds its memory by what it keeps, not by the file: entries are parsed one at a time, a file with more
// entries than --max-entries is refused before any entry is parsed, and the API's bodies it keeps stop at
// --max-kept-mib. Each refusal exits 2 naming the bound. (A 198 MB recording parsed whole exhausted the heap.)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HarInputError, verifyHar } from '../../packages/conformance/src/index.js';
import { loadContract } from '../../packages/conformance/src/contract/contract.js';
import { harBounds, readHar } from '../../packages/conformance/src/verify/read-har.js';
import { runCli } from '../support/run-cli.js';

/** One recorded answer of the API with a body of about `bytes` bytes. */
function entry(index: number, bytes: number) {
  const text = JSON.stringify({ note: 'x'.repeat(bytes), index });
  return {
    startedDateTime: '2026-03-01T10:00:00.000Z',
    time: 12,
    request: { method: 'GET', url: 'https://staging.example/v0/metrics', headers: [], queryString: [] },
    response: {
      status: 200,
      headers: [{ name: 'content-type', value: 'application/json' }],
      content: { size: text.length, mimeType: 'application/json', text },
    },
  };
}

const har = (entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: { name: 't' }, entries } });

let file: string;
beforeAll(() => {
  // 48 answers of 64 KiB: 3 MiB of bodies.
  file = path.join(mkdtempSync(path.join(tmpdir(), 'har-bounds-')), 'large.har');
  writeFileSync(file, har(Array.from({ length: 48 }, (_, index) => entry(index, 64 * 1024))));
});

const verify = (...argv: string[]) => runCli('conformance', ['verify', file, ...argv]);

describe('verify bounds what it reads and keeps', () => {
  it('reads the file within its bounds', async () => {
    const result = await verify('--max-kept-mib', '4', '--max-entries', '48');
    expect(result.stderr).toBe('');
    expect([0, 1]).toContain(result.code);
    expect(result.stdout).toMatch(/getMetrics|metrics/);
  });

  it('refuses more entries than --max-entries, naming the bound', async () => {
    const result = await verify('--max-entries', '20');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'large.har: more than 20 entries, the bound of what verify reads (--max-entries); verify a shorter one',
    );
  });

  it('refuses API bodies past --max-kept-mib, naming the bound', async () => {
    const result = await verify('--max-kept-mib', '1');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'large.har: its API exchanges hold more than 1 MiB of bodies, the bound of what verify keeps (--max-kept-mib)',
    );
  });

  it('counts the entries before parsing any: a malformed first entry is not reached', async () => {
    const text = har([entry(0, 10), ...Array.from({ length: 5 }, (_, i) => entry(i + 1, 10))]).replace(
      '"startedDateTime"',
      '"startedDateTime" "no colon"',
    );
    await expect(verifyHar(text, { bounds: { maxEntries: 3 } })).rejects.toThrow(/^more than 3 entries/);
    const error = await verifyHar(text).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HarInputError);
    expect((error as Error).message).toMatch(/^entry 0: not JSON: /);
  });

  it('reads the bytes as UTF-8: a byte order mark, escaped quotes and characters of several bytes', async () => {
    const note = 'Zürich → 5 € "quoted" \\ 🏦';
    const recorded = { ...entry(0, 0), comment: '[{"not": "an entry"}]' };
    recorded.response.content.text = JSON.stringify({ note });
    const text = har([recorded]);
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const traffic = readHar(bytes, await loadContract());
    expect(traffic.entries).toBe(1);
    expect(traffic.exchanges[0]!.response!.json).toEqual({ note });
  });

  it('refuses a bound that is no whole number', async () => {
    const result = await verify('--max-kept-mib', '0.5');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--max-kept-mib must be a whole number from 1, got '0.5'");
  });

  it('states its bounds in the package README as they are', () => {
    const readme = readFileSync('packages/conformance/README.md', 'utf8').replace(/\s+/g, ' ');
    const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
    expect(readme).toContain(
      `A file above ${mib(harBounds.maxFileBytes)} or ${harBounds.maxEntries} entries is refused before it is read, ` +
        `and it keeps at most ${mib(harBounds.maxKeptBytes)} of the API's bodies`,
    );
  });
});
