// One YAML syntax error in a contract file is reported once, with its file, line and a code frame, by lint,
// generate and diff alike; no rule runs on the documents around it (which would report the hole as rule
// violations, then the parse error once per reference to the file).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const root = process.cwd();
let dir: string;
let headers: string;

/** Every occurrence of `text` in `within`. */
const count = (within: string, text: string) => within.split(text).length - 1;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ausd-syntax-'));
  cpSync('spec', path.join(dir, 'spec'), { recursive: true });
  cpSync('redocly.yaml', path.join(dir, 'redocly.yaml'));
  cpSync('generators/redocly', path.join(dir, 'generators', 'redocly'), { recursive: true });
  // components/headers.yaml is referenced by every response of the contract.
  headers = path.join(dir, 'spec', 'components', 'headers.yaml');
  const lines = readFileSync(headers, 'utf8').split('\n');
  lines[2] = `${lines[2]} : [unclosed`;
  writeFileSync(headers, lines.join('\n'));
});

afterEach(() => process.chdir(root));

function expectOnce(output: string, where: string) {
  expect(count(output, 'headers.yaml'), output).toBe(1);
  expect(output).toContain(where);
  expect(output).toMatch(/\n {2}required: true : \[unclosed\n\s*\^/);
  expect(output).not.toMatch(/ausd\/|no-unresolved-refs|Can't resolve/);
}

describe('a file of spec/ that does not parse', () => {
  it('lint reports it once and runs no rule', async () => {
    const result = await runCli('lint', [
      '--spec',
      path.join(dir, 'spec/openapi.yaml'),
      '--config',
      path.join(dir, 'redocly.yaml'),
    ]);
    expect(result.code).toBe(1);
    expectOnce(result.stdout, `${headers}:3:`);
    expect(result.stdout).toContain('Contract lint FAILED: 1 file(s) do not parse.');
  });

  it('generate reports it once', async () => {
    const result = await runCli('generate', [
      '--spec',
      path.join(dir, 'spec/openapi.yaml'),
      '--out',
      path.join(dir, 'out'),
    ]);
    expect(result.code).toBe(1);
    expectOnce(result.stderr, `${headers}:3:`);
  });

  it('diff of the working spec/ reports it once, named in the spec folder', async () => {
    const base = path.join(root, 'generated/openapi.json');
    process.chdir(dir);
    const result = await runCli('diff', ['--base', base]);
    expect(result.code).toBe(2);
    expectOnce(result.stderr, 'ausd-api diff: spec/: spec/components/headers.yaml:3:');
  });
});
