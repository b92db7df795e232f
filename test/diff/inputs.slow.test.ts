// A git ref or the working spec/ reads nothing outside its spec folder: the bundler's own resolver refuses a `$ref`
// or an example's `externalValue` that leaves it (however the path is spelled) or names a URL, so nothing is fetched
// and no other file is read. Each case writes a copy of spec/ into a fresh folder (a fresh git repository for refs).
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
const secret = 'TOPSECRET-7f3a';
let baseFile: string;

beforeAll(() => {
  baseFile = writeJson(tempDir(), 'base.json', freshDocument());
});

describe('a git ref or the working spec/ reads nothing outside its spec folder', () => {
  let top: string;
  let repo: string;
  const root = process.cwd();

  /**
   * A copy of spec/ in `<top>/repo` whose entry also carries `extra` and holds `files`, committed in a fresh
   * repository; `<top>/outside/secret.json` is a file beside the repository that no reference may reach.
   */
  const specWith = async (extra: Doc, files: Record<string, unknown> = {}) => {
    top = tempDir();
    repo = path.join(top, 'repo');
    mkdirSync(path.join(top, 'outside'));
    writeFileSync(path.join(top, 'outside', 'secret.json'), JSON.stringify({ type: 'string', description: secret }));
    cpSync(path.join(root, 'spec'), path.join(repo, 'spec'), { recursive: true });
    const entry = path.join(repo, 'spec/openapi.yaml');
    const doc = parse(readFileSync(entry, 'utf8')) as Doc;
    Object.assign(doc.info, extra);
    writeFileSync(entry, stringify(doc));
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(repo, 'spec', name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, typeof content === 'string' ? content : stringify(content));
    }
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
  /** The working spec/ diffed against the base file, as a pull-request comment. */
  const diffWorking = () =>
    inRepo(() => runSubcommand('diff', ['--base', baseFile, '--format', 'markdown', '--fail-on', 'never']));

  it('refuses a reference to a file outside spec/ in a git ref', async () => {
    const passwdRef = `${'../'.repeat(12)}etc/passwd`;
    await specWith({ 'x-leak': { $ref: passwdRef } });
    const { code, stdout, stderr } = await inRepo(() =>
      runSubcommand('diff', ['--base', 'HEAD', '--head', baseFile, '--format', 'markdown', '--fail-on', 'never']),
    );
    expect(stdout).not.toContain('root:');
    expect(code).toBe(2);
    expect(stderr).toBe(
      `ausd-api diff: HEAD: spec/openapi.yaml#/info/x-leak: reference '${passwdRef}' leaves spec/; ` +
        "references stay inside the contract's folder\n",
    );
  }, 60_000);

  // The file part of a reference ends at the first `#/`, not the first `#`: `x#y/…` is a path through a folder
  // named `x#y`. A file named `x` beside it made a reading that cut at `#` see a file inside spec/.
  it("refuses a path whose '#' is no fragment and leads outside", async () => {
    const ref = 'x#y/../../../../../outside/secret.json';
    await specWith({ 'x-leak': { $ref: 'p/q/leak.yaml#/value' } }, { 'p/q/leak.yaml': { value: { $ref: ref } } });
    writeFileSync(path.join(repo, 'spec/p/q/x'), '{}\n');
    const { code, stdout, stderr } = await diffWorking();
    expect(stdout).not.toContain(secret);
    expect(stderr).toBe(
      `ausd-api diff: spec/: spec/p/q/leak.yaml: reference '${ref}' leaves spec/; ` +
        "references stay inside the contract's folder (reached from spec/openapi.yaml#/info/x-leak)\n",
    );
    expect(code).toBe(2);
  }, 60_000);

  // `%2F` is no separator to the bundler: the name is one folder, and the five `..` climb out of spec/. Decoded, the
  // same text stays inside (spec/p/q/a/outside/secret.json exists), which is how a second reading was fooled.
  it('refuses a percent-encoded path that the bundler reads as leading outside', async () => {
    const ref = 'a%2Fb%2Fc%2Fd%2Fe%2Ff/../../../../../outside/secret.json';
    await specWith(
      { 'x-leak': { $ref: 'p/q/leak.yaml#/value' } },
      { 'p/q/leak.yaml': { value: { $ref: ref } }, 'p/q/a/outside/secret.json': '{"type":"string"}\n' },
    );
    const { code, stdout, stderr } = await diffWorking();
    expect(stdout).not.toContain(secret);
    expect(stderr).toBe(
      `ausd-api diff: spec/: spec/p/q/leak.yaml: reference '${ref}' leaves spec/; ` +
        "references stay inside the contract's folder (reached from spec/openapi.yaml#/info/x-leak)\n",
    );
    expect(code).toBe(2);
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
      await specWith({ 'x-remote': { $ref: 'components/remote.yaml' } }, { 'components/remote.yaml': { $ref: url } });
      const { code, stderr } = await inRepo(() => runSubcommand('diff', ['--base', baseFile, '--fail-on', 'never']));
      expect(stderr).toBe(
        `ausd-api diff: spec/: spec/components/remote.yaml: reference '${url}' is a URL; nothing is fetched ` +
          '(reached from spec/openapi.yaml#/info/x-remote)\n',
      );
      expect(code).toBe(2);
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  }, 60_000);

  it("fetches nothing for an example's externalValue naming an address", async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end(secret);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/example.json`;
    try {
      await specWith({ 'x-example': { summary: 'remote', externalValue: url } });
      const { code, stdout, stderr } = await diffWorking();
      expect(stdout).not.toContain(secret);
      expect(stderr).toBe(`ausd-api diff: spec/: spec/openapi.yaml: reference '${url}' is a URL; nothing is fetched\n`);
      expect(code).toBe(2);
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  }, 60_000);

  it("refuses an example's externalValue naming a file outside spec/", async () => {
    const ref = '../../outside/secret.json';
    await specWith({ 'x-example': { summary: 'local', externalValue: ref } });
    const { code, stdout, stderr } = await diffWorking();
    expect(stdout).not.toContain(secret);
    expect(stderr).toBe(
      `ausd-api diff: spec/: spec/openapi.yaml: reference '${ref}' leaves spec/; ` +
        "references stay inside the contract's folder\n",
    );
    expect(code).toBe(2);
  }, 60_000);

  it('changelog, lint and generate refuse the same reference, exit 2', async () => {
    const ref = 'x#y/../../../../../outside/secret.json';
    await specWith({ 'x-leak': { $ref: 'p/q/leak.yaml#/value' } }, { 'p/q/leak.yaml': { value: { $ref: ref } } });
    writeFileSync(path.join(repo, 'spec/p/q/x'), '{}\n');
    const entry = path.join(repo, 'spec/openapi.yaml');
    const refused = `spec/p/q/leak.yaml: reference '${ref}' leaves spec/; references stay inside the contract's folder`;
    const lint = await runSubcommand('lint', ['--spec', entry]);
    expect(lint.stderr).toContain(refused);
    expect(lint.code).toBe(2);
    const changelog = await inRepo(() => runSubcommand('changelog', ['--base', baseFile, '--date', '2026-12-01']));
    expect(changelog.stderr).toContain(refused);
    expect(changelog.stdout).not.toContain(secret);
    expect(changelog.code).toBe(2);
    const out = path.join(top, 'generated');
    const generate = await runSubcommand('generate', ['--spec', entry, '--out', out, '--only', 'openapi']);
    expect(generate.stderr).toContain(refused);
    expect(generate.stdout).not.toContain(secret);
    expect(generate.code).toBe(2);
  }, 60_000);

  it('annotates a git ref head at the line of its source file', async () => {
    await specWith({ 'x-audience': 'partners' });
    const { stdout } = await inRepo(() =>
      runSubcommand('diff', ['--base', baseFile, '--head', 'HEAD', '--format', 'github', '--fail-on', 'never']),
    );
    const lines = readFileSync(path.join(repo, 'spec/openapi.yaml'), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.startsWith('  x-audience:')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(stdout).toContain(`file=spec/openapi.yaml,line=${line},title=extension-changed`);
  }, 60_000);
});
