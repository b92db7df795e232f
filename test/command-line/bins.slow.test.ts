// The bins run in a checkout after `npm ci`, as npm links them: each workspace manifest's bin file under the
// Node that runs the tests, from the sources (no dist/). An unexpected error is no finding: one line, exit 2.
import { readFileSync } from 'node:fs';
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command.js';

const bins = ['api-toolkit', 'conformance', 'sandbox', 'mcp'].map((folder) => {
  const manifest = JSON.parse(readFileSync(`packages/${folder}/package.json`, 'utf8')) as {
    bin: Record<string, string>;
  };
  const [name, target] = Object.entries(manifest.bin)[0]!;
  return { name, file: path.resolve('packages', folder, target) };
});
const file = (name: string) => bins.find((bin) => bin.name === name)!.file;

describe('the bins in a checkout', () => {
  it.each(bins)('$name --help prints its usage under its own name and exits 0', async ({ name, file }) => {
    const result = await runCommand(process.execPath, [file, '--help']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: ${name} `));
  });

  it('ausd-api diff runs the README CI command, exit 0 for two equal contracts', async () => {
    const contract = 'generated/openapi.json';
    const result = await runCommand(process.execPath, [
      file('ausd-api'),
      'diff',
      ...['--base', contract, '--head', contract, '--fail-on', 'breaking'],
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('0 breaking');
  });
});

describe('an unexpected error of a bin', () => {
  const runCommandModule = path.resolve('packages/command-line/src/run-command.ts');

  async function script(body: string) {
    const folder = await mkdtemp(path.join(tmpdir(), 'ausd-bin-crash-'));
    const entry = path.join(folder, 'crash.ts');
    await writeFile(entry, `import { exitWith } from '${runCommandModule}';\n${body}\n`);
    return runCommand(process.execPath, ['--import', 'tsx', entry]);
  }

  it('a rejected command exits 2 with one line naming the cause', async () => {
    const result = await script(`exitWith('demo', Promise.reject(new Error('disk full\\n    at somewhere')));`);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('demo: disk full\n');
  });

  it('an error thrown later, outside the command, exits 2 with one line naming the cause', async () => {
    const result = await script(
      `exitWith('demo', new Promise(() => setTimeout(() => { throw new TypeError('socket gone'); }, 1)));`,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('demo: socket gone\n');
  });

  it('an entry that cannot load exits 2 with one line', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'ausd-bin-load-'));
    const launcher = readFileSync(file('ausd-api'), 'utf8')
      .replace("'../src/cli/ausd-api.ts'", "'./missing.ts'")
      .replace("'../../../tools/run-sources.js'", `'${path.resolve('tools/run-sources.js')}'`);
    await writeFile(path.join(folder, 'launcher.js'), launcher);
    // tsx resolves from the launcher's folder: link this repository's node_modules beside it.
    await symlink(path.resolve('node_modules'), path.join(folder, 'node_modules'));
    const result = await runCommand(process.execPath, [path.join(folder, 'launcher.js')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^ausd-api: Cannot find module '.*missing\.ts'[^\n]*\n$/);
  });
});
