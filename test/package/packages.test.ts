// Every publishable package as an integrator gets it: build each dist/, pack it, install each tarball (with the
// tarballs of the @ausd packages it depends on, which are not on the registry yet) into its own empty project
// from the registry, import every export under plain Node, run the installed bins and type-check consumers.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.js';
import { packPackages, type PackedManifest as Manifest } from '../../packages/pack.js';
import { startSandbox } from '../../sandbox/server.js';

interface Installed {
  manifest: Manifest;
  project: string;
  /** What each export provides: its export names, or the first line of a file export. */
  exports: Record<string, string | string[]>;
  /** Every package installed in the project, the package itself excluded. */
  installed: string[];
}
interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

const root = path.resolve('.');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const env = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

function run(command: string, args: string[], cwd: string): Promise<Outcome> {
  return new Promise((resolve) =>
    execFile(command, args, { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    ),
  );
}

async function succeed(command: string, args: string[], cwd: string): Promise<string> {
  const outcome = await run(command, args, cwd);
  if (outcome.code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${outcome.code}):\n${outcome.stdout}\n${outcome.stderr}`);
  return outcome.stdout;
}

/** Imports every export under plain Node (no TypeScript loader) and reports what each one provides. */
const probe = (manifest: Manifest) => `
import { readFile } from 'node:fs/promises';
const report = {};
for (const subpath of ${JSON.stringify(Object.keys(manifest.exports ?? {}).filter((subpath) => !subpath.includes('*')))}) {
  const specifier = '${manifest.name}' + subpath.slice(1);
  if (subpath.endsWith('.json')) report[subpath] = Object.keys((await import(specifier, { with: { type: 'json' } })).default).sort();
  else if (/\\.(yaml|md|html)$/.test(subpath)) report[subpath] = (await readFile(new URL(import.meta.resolve(specifier)), 'utf8')).split('\\n')[0];
  else report[subpath] = Object.keys(await import(specifier)).sort();
}
console.log(JSON.stringify(report));
`;

let work: string;
const packages = new Map<string, Installed>();
const contract = JSON.parse(await readFile(path.join(root, 'generated/openapi.json'), 'utf8')) as {
  info: { version: string };
};
const version = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

function installedPackage(name: string): Installed {
  const found = packages.get(name);
  if (!found) throw new Error(`${name} was not built`);
  return found;
}

/** Runs a bin of an installed package the way npm links it: its file, under plain Node. */
function bin(name: string, binName: string, args: string[]): Promise<Outcome> {
  const { manifest, project } = installedPackage(name);
  const target = manifest.bin?.[binName];
  if (!target) throw new Error(`${name} has no bin ${binName}`);
  return run(process.execPath, [path.join(project, 'node_modules', name, target), ...args], project);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ausd-packages-'));
  const { manifests, tarballsFor } = await packPackages(work);

  await Promise.all(
    [...manifests.values()].map(async (manifest) => {
      const project = path.join(work, manifest.name.replace('/', '+'));
      await mkdir(project);
      await writeFile(
        path.join(project, 'package.json'),
        JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
      );
      // Online from the registry, as on a new machine. Install scripts are skipped: only better-sqlite3 has one
      // (a native build), and importing the sandbox does not open a database.
      const specs = tarballsFor(manifest.name);
      await succeed(npm, ['install', '--ignore-scripts', '--no-audit', '--no-fund', ...specs], project);
      // The command-line package runs the sandbox for real below, so its SQLite module is built here from source
      // (no prebuilt binary is downloaded).
      if (manifest.name === '@ausd/api-toolkit')
        await succeed(npm, ['rebuild', 'better-sqlite3', '--build-from-source'], project);
      await writeFile(path.join(project, 'probe.mjs'), probe(manifest));
      const lock = JSON.parse(await readFile(path.join(project, 'node_modules/.package-lock.json'), 'utf8')) as {
        packages: Record<string, unknown>;
      };
      const installed = Object.keys(lock.packages)
        .map((key) => key.replace(/^.*node_modules\//, ''))
        .filter((name) => name !== manifest.name);
      const exports = JSON.parse(await succeed(process.execPath, ['probe.mjs'], project)) as Installed['exports'];
      packages.set(manifest.name, { manifest, project, exports, installed });
    }),
  );
}, 480_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it('builds the six packages at the one version of the repository', () => {
  expect([...packages.keys()].sort()).toEqual([
    '@ausd/api-toolkit',
    '@ausd/client',
    '@ausd/conformance',
    '@ausd/contract',
    '@ausd/express',
    '@ausd/sandbox',
  ]);
  for (const { manifest } of packages.values()) expect(manifest.version).toBe(version);
});

describe('@ausd/client', () => {
  it('installs with no dependency at all', () => {
    const { manifest, installed } = installedPackage('@ausd/client');
    expect(manifest.dependencies).toBeUndefined();
    expect(installed).toEqual([]);
  });

  it('imports the client and the types under plain Node', () => {
    const { exports } = installedPackage('@ausd/client');
    expect(exports['.']).toEqual(expect.arrayContaining(['ApiError', 'createClient', 'isErrorOf', 'PageList']));
    expect(exports['./types']).toEqual([]);
  });
});

describe('@ausd/express', () => {
  it('serves the API without the sandbox, SQLite or jose', () => {
    const { installed, exports } = installedPackage('@ausd/express');
    expect(exports['.']).toEqual(expect.arrayContaining(['apiErrorHandler', 'createApiRouter']));
    expect(exports['./operations']).toEqual(
      expect.arrayContaining(['errorCatalog', 'errorDocsUrl', 'operations', 'queryRules']),
    );
    expect(exports['./validators']).toEqual(['operationValidators', 'schemaValidators']);
    expect(installed).toContain('express');
    expect(installed).not.toContain('better-sqlite3');
    expect(installed).not.toContain('jose');
    expect(installed).not.toContain('@ausd/sandbox');
  });
});

describe('@ausd/sandbox', () => {
  it('exports startSandbox and ships the test helpers documentation', () => {
    const { exports } = installedPackage('@ausd/sandbox');
    expect(exports['.']).toEqual(expect.arrayContaining(['faultClasses', 'startSandbox']));
    expect(exports['./test-helpers.md']).toMatch(/^The sandbox \(`ausd-api sandbox`\)/);
  });

  it('runs its command', async () => {
    const help = await bin('@ausd/sandbox', 'ausd-sandbox', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--db PATH');
  });
});

describe('@ausd/conformance', () => {
  it('exports the runner and its reporters without the sandbox or SQLite', () => {
    const { exports, installed } = installedPackage('@ausd/conformance');
    expect(exports['.']).toEqual(expect.arrayContaining(['formatJunit', 'formatSummary', 'runConformance']));
    expect(installed).not.toContain('better-sqlite3');
    expect(installed).not.toContain('@ausd/sandbox');
  });

  it('says to install the sandbox when asked to run against it', async () => {
    const outcome = await bin('@ausd/conformance', 'ausd-conformance', []);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('npm install @ausd/sandbox');
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('@ausd/contract', () => {
  it('holds the bundled contract, the offline reference and the changelog, with no dependency', () => {
    const { exports, installed } = installedPackage('@ausd/contract');
    expect(installed).toEqual([]);
    expect(exports['./openapi.json']).toEqual(expect.arrayContaining(['components', 'info', 'openapi', 'paths']));
    expect(exports['./openapi.yaml']).toBe('openapi: 3.1.0');
    expect(exports['./docs/index.html']).toMatch(/^<!doctype html>/i);
    expect(exports['./CHANGELOG.md']).toBe('# Changelog');
  });
});

describe('@ausd/api-toolkit', () => {
  const toolkit = (args: string[]) => bin('@ausd/api-toolkit', 'ausd-api', args);

  it('prints the toolkit and contract versions', async () => {
    const outcome = await toolkit(['--version']);
    expect(outcome).toMatchObject({ code: 0, stdout: `ausd-api ${version}\ncontract ${contract.info.version}\n` });
  });

  it('prints its help and every command help with exit 0', async () => {
    const help = await toolkit(['--help']);
    expect(help.code).toBe(0);
    const names = [...help.stdout.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((match) => match[1]!);
    expect(names).toEqual(expect.arrayContaining(['lint', 'bundle', 'generate', 'docs', 'sandbox', 'conformance']));
    const outcomes = await Promise.all(names.map((name) => toolkit([name, '--help'])));
    outcomes.forEach((outcome, i) =>
      expect({ name: names[i], code: outcome.code, stderr: outcome.stderr }).toEqual({
        name: names[i],
        code: 0,
        stderr: '',
      }),
    );
  });

  it('runs the conformance suite against the embedded sandbox it starts, from the installed package', async () => {
    const outcome = await toolkit(['conformance', '--seed', '1']);
    expect(outcome.code, outcome.stderr.slice(-2000)).toBe(0);
    expect(outcome.stdout).toMatch(/^PASSED: \d+ checks/m);
  });

  it('says INCOMPLETE with exit 3 when the request budget cuts the run short', async () => {
    const outcome = await toolkit(['conformance', '--seed', '1', '--max-requests', '40']);
    expect(outcome.code, outcome.stderr.slice(-2000)).toBe(3);
    expect(outcome.stdout).toMatch(/^INCOMPLETE: \d+ checks/m);
  });

  it("validates a client's traffic through the conformance proxy, from the installed package", async () => {
    const sandbox = await startSandbox({ seedTransactions: 5 });
    const report = path.join(installedPackage('@ausd/api-toolkit').project, 'proxy-report.json');
    try {
      const { manifest, project } = installedPackage('@ausd/api-toolkit');
      const entry = path.join(project, 'node_modules', '@ausd/api-toolkit', manifest.bin!['ausd-api']!);
      const args = ['conformance', 'proxy', '--upstream', sandbox.url, '--port', '0', '--duration', '4'];
      const proxy = spawn(process.execPath, [entry, ...args, '--report', report], { cwd: project, env });
      let stdout = '';
      proxy.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      const exited = new Promise<number | null>((resolve) => proxy.on('close', resolve));
      const url = await new Promise<string>((resolve, reject) => {
        proxy.stdout.on('data', () => {
          const listening = /listening on (\S+)/.exec(stdout);
          if (listening) resolve(listening[1]!);
        });
        proxy.on('close', () => reject(new Error(`the proxy exited before listening: ${stdout}`)));
      });
      const client = createClient({ baseUrl: url, apiKey: sandbox.apiKeys.primary });
      expect((await client.accounts.list({ limit: 5 })).data.length).toBeGreaterThan(0);
      expect((await client.transactions.list({ limit: 3 })).data).toHaveLength(3);
      expect(await exited).toBe(0);
      expect(stdout).toMatch(/^PASSED: /m);
      const written = await readFile(report, 'utf8');
      expect((JSON.parse(written) as { requests: number }).requests).toBeGreaterThanOrEqual(3);
      expect(written).not.toContain(sandbox.apiKeys.primary);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('says the spec repository commands need the repository, with a next step and exit 2', async () => {
    for (const name of ['lint', 'bundle', 'generate', 'docs']) {
      const outcome = await toolkit([name]);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain('Next step:');
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

/** Uses the installed declarations the way an integrator would; the @ts-expect-error lines must fail to compile. */
const consumers: Record<string, string> = {
  '@ausd/client': `
import { createClient, isErrorOf } from '@ausd/client';
import type { Account, CreateRouteErrorCode, ListTransactionsQuery, paths } from '@ausd/client/types';
export function label(account: Account): string {
  return account.kind === 'wallet' ? account.address : account.bankName;
}
export const conflict: CreateRouteErrorCode<409> = 'route_already_exists';
// @ts-expect-error not a code of createRoute's 409
export const wrongConflict: CreateRouteErrorCode<409> = 'account_already_exists';
export const query: ListTransactionsQuery = { limit: 10, type: ['mint'] };
// @ts-expect-error limit is a number
export const badQuery: ListTransactionsQuery = { limit: '10' };
export type TransactionPath = keyof paths;
export const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
export async function firstAccount(): Promise<string | undefined> {
  try {
    return label(await client.accounts.get('3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'));
  } catch (error) {
    if (isErrorOf(error, client.accounts.get)) return error.code;
    throw error;
  }
}
`,
  '@ausd/express': `
import { apiErrorHandler, createApiRouter } from '@ausd/express';
import { errorDocsUrl, operations, type OperationId } from '@ausd/express/operations';
import { schemaValidators } from '@ausd/express/validators';
const id: OperationId = 'createRoute';
export const route: string = operations[id].path;
export const docs: string = errorDocsUrl('route_already_exists');
export const valid: boolean = schemaValidators.Account({});
export const mounted = [createApiRouter, apiErrorHandler];
`,
  '@ausd/sandbox': `
import { startSandbox, type RunningSandbox } from '@ausd/sandbox';
export async function start(): Promise<string> {
  const sandbox: RunningSandbox = await startSandbox({ db: ':memory:', port: 0 });
  await sandbox.close();
  return sandbox.apiKeys.primary;
}
`,
  '@ausd/conformance': `
import { formatSummary, runConformance } from '@ausd/conformance';
export async function check(baseUrl: string, apiKey: string): Promise<string> {
  return formatSummary(await runConformance({ baseUrl, apiKey }));
}
`,
};

it('type-checks consumers against the installed declarations', async () => {
  const outcomes = await Promise.all(
    Object.entries(consumers).map(async ([name, source]) => {
      const { project } = installedPackage(name);
      await writeFile(path.join(project, 'consumer.ts'), source);
      await writeFile(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            lib: ['ES2022', 'DOM'],
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          files: ['consumer.ts'],
        }),
      );
      const outcome = await run(process.execPath, [tsc, '-p', '.'], project);
      return { name, code: outcome.code, output: outcome.stdout };
    }),
  );
  expect(outcomes).toEqual(Object.keys(consumers).map((name) => ({ name, code: 0, output: '' })));
}, 120_000);
