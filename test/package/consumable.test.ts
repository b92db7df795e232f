// The package as another repository gets it: `npm pack` (which builds), install the tarball into a fresh
// project from the npm cache, import every `exports` entry under plain Node, and type-check a consumer.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve('.');
const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { types: string; default: string }>;
};
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const subpaths = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');
const specifier = (subpath: string) => `${manifest.name}${subpath.slice(1)}`;

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { cwd, maxBuffer: 64 << 20, env: { ...process.env, npm_config_update_notifier: 'false' } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

/** Uses every typed export the way an integrator would; the @ts-expect-error lines must fail to compile. */
const consumer = `
import type { Account, CreateRouteErrorCode, ListTransactionsQuery } from '${manifest.name}/types';
import { errorDocsUrl, operations, type OperationId } from '${manifest.name}/operations';
import { operationValidators, schemaValidators } from '${manifest.name}/validators';
import { createApiRouter } from '${manifest.name}/middleware';
import { createClient } from '${manifest.name}/client';

export function label(account: Account): string {
  return account.kind === 'wallet' ? account.address : account.bankName;
}
const id: OperationId = 'createRoute';
export const route = operations[id].path;
export const docs: string = errorDocsUrl('route_already_exists');
export const conflict: CreateRouteErrorCode<409> = 'route_already_exists';
// @ts-expect-error not a code of createRoute's 409
export const wrongConflict: CreateRouteErrorCode<409> = 'account_already_exists';
export const query: ListTransactionsQuery = { limit: 10, type: ['mint'] };
// @ts-expect-error limit is a number
export const badQuery: ListTransactionsQuery = { limit: '10' };
export function check(data: unknown): string | undefined {
  if (schemaValidators.Account(data)) return label(data);
  return operationValidators.listTransactions.query(query) ? undefined : 'invalid';
}
export const router: typeof createApiRouter = createApiRouter;
export const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
export async function firstAccount(): Promise<string | undefined> {
  const account = await client.accounts.get('3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d');
  return label(account);
}
`;

/** Imports every export under plain Node (no TypeScript loader) and reports what each one provides. */
const probe = `
import { readFile } from 'node:fs/promises';
const report = {};
for (const subpath of ${JSON.stringify(subpaths)}) {
  const specifier = '${manifest.name}' + subpath.slice(1);
  if (subpath.endsWith('.json')) report[subpath] = (await import(specifier, { with: { type: 'json' } })).default.openapi;
  else if (subpath.endsWith('.yaml')) report[subpath] = (await readFile(new URL(import.meta.resolve(specifier)), 'utf8')).split('\\n')[0];
  else report[subpath] = Object.keys(await import(specifier)).sort();
}
console.log(JSON.stringify(report));
`;

let work: string;
let report: Record<string, string | string[]>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ausd-package-'));
  const packed = JSON.parse(await run(npm, ['pack', '--json', '--pack-destination', work], root)) as { filename: string }[];
  const tarball = path.join(work, packed[0]!.filename);
  const project = path.join(work, 'consumer');
  await run('mkdir', [project], work);
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // Offline, from the npm cache; install scripts are skipped (only the sandbox needs a native module).
  await run(npm, ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball], project);
  await writeFile(path.join(project, 'consumer.ts'), consumer);
  await writeFile(path.join(project, 'probe.mjs'), probe);
  await writeFile(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], strict: true, noEmit: true, skipLibCheck: true, types: [] },
      files: ['consumer.ts'],
    }),
  );
  report = JSON.parse(await run(process.execPath, ['probe.mjs'], project));
}, 240_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it('declares the artifacts other repositories import', () => {
  expect([...subpaths].sort()).toEqual(['./client', './middleware', './openapi.json', './openapi.yaml', './operations', './types', './validators']);
});

it('imports every export from the installed tarball under plain Node', () => {
  expect(Object.keys(report).sort()).toEqual([...subpaths].sort());
  expect(report['./openapi.json']).toBe('3.1.0');
  expect(report['./openapi.yaml']).toMatch(/^openapi: 3\.1\.0/);
  expect(report['./operations']).toEqual(expect.arrayContaining(['errorCatalog', 'errorDocsUrl', 'operations', 'queryRules']));
  expect(report['./validators']).toEqual(['operationValidators', 'schemaValidators']);
  expect(report['./middleware']).toContain('createApiRouter');
  expect(report['./client']).toContain('createClient');
  expect(report['./types']).toEqual([]);
});

it('type-checks a consumer against the installed declarations', async () => {
  await expect(run(process.execPath, [tsc, '-p', '.'], path.join(work, 'consumer'))).resolves.toBe('');
}, 60_000);
