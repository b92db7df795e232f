// `ausd-api docs`: --out writes the single page elsewhere, --reference-url moves every docs_url to another
// published address, --open hands the page to the platform's opener (test/docs/command.test.ts: bad options).
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const docs = (args: string[], env: Record<string, string> = {}) => runCli('docs', args, env);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ausd-docs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ausd-api docs', () => {
  it('--out, --reference-url and --open: one page whose docs_url links point at the given address, handed to the platform opener', async () => {
    const bin = path.join(dir, 'bin');
    const log = path.join(dir, 'opened.txt');
    await mkdir(bin, { recursive: true });
    const opener = path.join(bin, 'xdg-open');
    await writeFile(opener, `#!/bin/sh\nprintf '%s' "$1" > '${log}'\n`);
    await chmod(opener, 0o755);
    const out = path.join(dir, 'site');
    const result = await docs(['--out', out, '--reference-url', 'https://developer.example.com/api/', '--open'], {
      PATH: `${bin}:${process.env.PATH}`,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('docs/index.html');
    const html = await readFile(path.join(out, 'docs/index.html'), 'utf8');
    expect(html).toContain('https://developer.example.com/api/#tag/Errors/parameter_invalid');
    expect(html).not.toContain('https://docs.ausd.example/reference/');
    await expect
      .poll(() => readFile(log, 'utf8').catch(() => ''), { timeout: 5_000 })
      .toBe(path.join(out, 'docs/index.html'));
  }, 60_000);

  it('--open without an opener says where the page is and exits 1', async () => {
    const out = path.join(dir, 'unopened');
    const bin = path.join(dir, 'node-only');
    await mkdir(bin, { recursive: true });
    await symlink(process.execPath, path.join(bin, 'node'));
    const result = await docs(['--out', out, '--open'], { PATH: bin });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(pathToFileURL(path.join(out, 'docs/index.html')).href);
  }, 60_000);
});
