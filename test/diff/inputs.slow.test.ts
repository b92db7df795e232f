// A git ref or the working spec/ reads nothing outside its spec folder: a reference that leaves it is refused, a URL
// is not fetched (each case commits a copy of spec/ in a fresh repository with git).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSubcommand, tempDir, writeJson } from './cli-harness.js';
import { type Doc, freshDocument } from './contract-fixture.js';

const run = promisify(execFile);
let baseFile: string;

beforeAll(() => {
  baseFile = writeJson(tempDir(), 'base.json', freshDocument());
});

describe('a git ref or the working spec/ reads nothing outside its spec folder', () => {
  let repo: string;
  const root = process.cwd();

  /** A copy of spec/ whose entry also carries `extra`, committed in a fresh repository. */
  const specWith = async (extra: Doc) => {
    repo = tempDir();
    cpSync(path.join(root, 'spec'), path.join(repo, 'spec'), { recursive: true });
    const entry = path.join(repo, 'spec/openapi.yaml');
    const doc = parse(readFileSync(entry, 'utf8')) as Doc;
    Object.assign(doc.info, extra);
    writeFileSync(entry, stringify(doc));
    const git = (...args: string[]) => run('git', ['-C', repo, ...args]);
    await git('init', '-q');
    await git('add', '.');
    await git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'spec');
  };
  const inRepo = async <T>(task: () => Promise<T>): Promise<T> => {
    process.chdir(repo);
    try {
      return await task();
    } finally {
      process.chdir(root);
    }
  };

  it('refuses a reference to a file outside spec/ in a git ref', async () => {
    const passwdRef = `${'../'.repeat(12)}etc/passwd`;
    await specWith({ 'x-leak': { $ref: passwdRef } });
    const { code, stdout, stderr } = await inRepo(() =>
      runSubcommand('diff', ['--base', 'HEAD', '--head', baseFile, '--format', 'markdown', '--fail-on', 'never']),
    );
    expect(stdout).not.toContain('root:');
    expect(code).toBe(2);
    expect(stderr).toBe(
      `ausd-api diff: HEAD:spec/openapi.yaml#/info/x-leak/$ref: reference '${passwdRef}' leaves the spec folder; ` +
        'references stay inside it\n',
    );
  }, 60_000);

  it('fetches nothing for an http reference of the working spec/, nor one in a referenced file', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('type: string\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/schema.yaml`;
    try {
      await specWith({ 'x-remote': { $ref: 'components/remote.yaml' } });
      mkdirSync(path.join(repo, 'spec/components'), { recursive: true });
      writeFileSync(path.join(repo, 'spec/components/remote.yaml'), stringify({ value: { $ref: url } }));
      const { code, stderr } = await inRepo(() => runSubcommand('diff', ['--base', baseFile, '--fail-on', 'never']));
      expect(code).toBe(2);
      expect(stderr).toBe(
        `ausd-api diff: spec/:spec/components/remote.yaml#/value/$ref: reference '${url}' is a URL; ` +
          'the diff fetches nothing\n',
      );
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  }, 60_000);
});
