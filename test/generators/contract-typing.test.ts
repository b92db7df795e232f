// A fact changed in the contract alone must stop the code that depends on it from compiling: the project is
// copied, the copy's spec/ edited and regenerated, and the copy type-checked.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const copied = [
  'spec',
  'generators',
  'templates',
  'generated',
  'redocly',
  'runtime',
  'sandbox',
  'conformance',
  'cli',
  'diff',
].concat(['package.json', 'tsconfig.json']);
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(cwd: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ausd-contract-typing-'));
  copies.push(dir);
  await Promise.all(copied.map((entry) => cp(path.join(root, entry), path.join(dir, entry), { recursive: true })));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The code that reads the contract; tests and benches are not part of what is proven here.
  await writeFile(
    path.join(dir, 'tsconfig.check.json'),
    JSON.stringify({ extends: './tsconfig.json', include: ['generated', 'runtime', 'sandbox'] }),
  );
  return dir;
}

async function edit(file: string, change: (document: Record<string, any>) => void): Promise<void> {
  const document = parse(await readFile(file, 'utf8')) as Record<string, any>;
  change(document);
  await writeFile(file, stringify(document));
}

/** Replaces a word in every YAML file of the copy's spec/. */
async function renameInSpec(dir: string, from: string, to: string): Promise<void> {
  const files = await readdir(path.join(dir, 'spec'), { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.yaml')).map((name) => path.join(dir, 'spec', name))) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replaceAll(new RegExp(`\\b${from}\\b`, 'g'), to));
  }
}

/** Regenerates the copy's typed artifacts and type-checks it; the compiler's output. */
async function regenerateAndTypecheck(dir: string): Promise<{ code: number; output: string }> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const generated = await run(dir, tsx, ['cli/ausd-api.ts', 'generate', '--only', 'operations,types,middleware']);
  expect(generated.code, generated.output).toBe(0);
  return run(dir, path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.check.json', '--noEmit']);
}

describe('list semantics stated once', () => {
  it('a filter added to or removed from the contract fails the type-check until the sandbox maps it', async () => {
    const dir = await copyProject();
    await edit(path.join(dir, 'spec/components/parameters.yaml'), (doc) => {
      doc.TransactionStatusFilter = {
        name: 'status',
        in: 'query',
        required: false,
        'x-filter': { field: 'status', match: 'equals' },
        description: 'Transactions in this status.',
        schema: { type: 'string', enum: ['settled'] },
      };
    });
    await edit(path.join(dir, 'spec/paths/transactions.yaml'), (doc) => {
      doc.get.parameters.push({ $ref: '../components/parameters.yaml#/TransactionStatusFilter' });
    });
    await edit(path.join(dir, 'spec/paths/routes.yaml'), (doc) => {
      doc.get.parameters = doc.get.parameters.filter((p: { $ref: string }) => !p.$ref.endsWith('#/ToChainFilter'));
    });
    const result = await regenerateAndTypecheck(dir);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    const expected = ['sandbox/routes/list-routes.ts', 'sandbox/transactions/list-transactions.ts'];
    expect([...failing].sort(), result.output).toEqual(expected);
    expect(result.output).toContain("Property 'status' is missing");
    expect(result.output).toMatch(/'to\.chain'.* does not exist/);
  }, 120_000);
});

describe('error codes and reasons stated once', () => {
  it('renaming an error code or a context.reason value in the contract fails the type-check where it is used', async () => {
    const dir = await copyProject();
    await renameInSpec(dir, 'account_not_found', 'account_unknown');
    await renameInSpec(dir, 'token_paused', 'key_paused');
    await renameInSpec(dir, 'internal_error', 'server_error');
    const result = await regenerateAndTypecheck(dir);
    expect(result.code, result.output).not.toBe(0);
    const failing = new Set([...result.output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]));
    // A code the sandbox raises and a reason it answers with.
    expect([...failing], result.output).toEqual(
      expect.arrayContaining(['sandbox/accounts/list-accounts.ts', 'sandbox/auth/authenticate.ts']),
    );
    expect(result.output).toContain('"account_not_found"');
    expect(result.output).toContain('"token_paused"');
    // The middleware core answers with the codes of the contract's x-error-roles, so it follows the rename.
    expect([...failing]).not.toContain('generated/middleware.ts');
    const operations = await readFile(path.join(dir, 'generated/operations.ts'), 'utf8');
    expect(operations).toMatch(/export const errorRoles = \{[^}]*internal: 'server_error'/);
  }, 120_000);
});
