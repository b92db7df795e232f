// `ausd-api lint` (the contract itself is linted by `npm run lint` before vitest runs): the bundled document passes
// too, and a broken convention fails naming its rule, the plugin's rules among them as Redocly loads them from redocly.yaml. Each
// rule's own cases are tested beside it (generators/redocly/rules/<id>.test.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const lint = (...args: string[]) =>
  runCommand(tsx, ['packages/api-toolkit/src/cli/ausd-api.ts', 'lint', ...args], { cwd: root });

/** Parses a YAML file of the copied spec, lets `change` edit it, writes it back. */
async function edit(file: string, change: (document: Record<string, any>) => void): Promise<void> {
  const document = parse(await readFile(file, 'utf8')) as Record<string, any>;
  change(document);
  await writeFile(file, stringify(document));
}

describe('ausd-api lint', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ausd-lint-'));
    await cp(path.join(root, 'spec'), path.join(dir, 'spec'), { recursive: true });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes the bundled document too, the artifact other tools consume', async () => {
    const result = await lint('--spec', 'generated/openapi.yaml');
    expect(result.stdout).toContain('0 errors, 0 warnings');
    expect(result.code).toBe(0);
  });

  it('fails, naming each rule, when a convention is broken', async () => {
    const spec = path.join(dir, 'spec');
    await edit(path.join(spec, 'paths/transactions.yaml'), (doc) => {
      delete doc.get['x-strict-query'];
    });
    await edit(path.join(spec, 'components/responses.yaml'), (doc) => {
      doc.NotFound.content['application/json'].schema = { $ref: './schemas/errors.yaml#/ErrorBody' };
    });
    await edit(path.join(spec, 'paths/metrics.yaml'), (doc) => {
      delete doc.get.responses['200'].content['application/json'].examples;
    });
    await edit(path.join(spec, 'components/parameters.yaml'), (doc) => {
      doc.CreatedAtGte['x-range'].inclusive = false;
    });
    await edit(path.join(spec, 'paths/auth-token.yaml'), (doc) => {
      delete doc.post.responses['200'].headers;
    });
    const result = await lint('--spec', path.join(spec, 'openapi.yaml'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Contract lint FAILED');
    const fired = new Set([...result.stdout.matchAll(/^ {2}(?:error|warning) {2}(\S+)/gm)].map((match) => match[1]));
    expect([...fired].sort(), result.stdout).toEqual(
      [
        'ausd/error-responses-use-error',
        'ausd/list-operations',
        'ausd/operation-examples',
        'ausd/range-bounds',
        'response-contains-header',
      ].sort(),
    );
  });
});
